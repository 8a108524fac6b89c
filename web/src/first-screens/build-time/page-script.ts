// The first-screen script's source, which vite-plugins.ts writes into the build with each route's preloads and the languages.
/**
 * The script every page runs where it stands, at the end of <body> (ES5, and no inline script: the
 * Content-Security-Policy allows none). `routes`: the chunks of each route's screen beyond the
 * app's.
 *   - The path's chunks are preloaded, at low priority as the app's are.
 *   - The path's prerendered screen goes into #root (marked data-prerendered), so the first paint
 *     shows it; the templates leave the page.
 *   - A submit before the app has hydrated the screen is held for the app (plain/hydration.ts).
 */
export const firstScreenScript = `(function (routes, languages) {
  var path = location.pathname.replace(/\\/$/, '');
  var root = document.getElementById('root');
  (routes[path] || []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  // The language web/src/i18n/language-setting.ts will speak: the device's choice, else the browser's, else English.
  var language = '';
  try {
    language = localStorage.getItem('rink-language') || '';
  } catch (error) {}
  if (languages.indexOf(language) < 0) {
    language = ((navigator.languages && navigator.languages[0]) || navigator.language || '').toLowerCase().split('-')[0];
    if (languages.indexOf(language) < 0) language = languages[0];
  }
  document.documentElement.lang = language;
  [].forEach.call(document.querySelectorAll('template[data-first-screen]'), function (template) {
    if (root && !root.firstChild && template.getAttribute('data-first-screen') === path && template.getAttribute('data-language') === language) {
      root.appendChild(template.content);
      root.setAttribute('data-prerendered', path);
      root.setAttribute('data-language', language);
    }
    template.parentNode.removeChild(template);
  });
  // A language chosen before the app has hydrated the screen: kept where the app reads it, so the
  // app speaks it once it has taken over (the select itself is drawn again from the app's state).
  document.addEventListener('change', function (event) {
    var target = event.target;
    if (root && root.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated') && target && target.name === 'language' && languages.indexOf(target.value) >= 0) {
      try {
        localStorage.setItem('rink-language', target.value);
      } catch (error) {}
    }
  }, true);
  document.addEventListener('submit', function (event) {
    if (root && root.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated')) {
      event.preventDefault();
      window.__rinkHeldSubmit = event.target;
    }
  }, true);
})`;
