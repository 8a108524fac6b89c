import { INPUT_MAX, LOGIN_FAILED, LOGIN_REQUIRED, LOGIN_TOO_LONG, LOGIN_UNEXPECTED_ERROR, SESSION_ENDED, type Language } from '@rink/common';
import { useLanguage } from '@/i18n/language-setting';

// The words of the first screens (the dashboard, the three logins, the route gate's spinner, Page
// Not Found and the error page) in each language. They are plain React and prerendered, under a
// budget of JavaScript before the first paint (docs/decisions.md#d78), so they take their words
// from this small table rather than from react-intl, which loads with the Chakra screens
// (docs/decisions.md#d81). None of them needs a plural. English is the specification's wording.

const english = {
  productName: 'Rink Money',
  'language.label': 'Language',
  'dashboard.title': 'Dashboard',
  'dashboard.logoAlt': 'Rink Money junior hockey programme logo: a hockey puck above the words Rink Money',
  'dashboard.lead': 'Run your own junior hockey team and learn to make smart money moves!',
  'dashboard.nav': 'Choose how to sign in',
  'dashboard.student': 'Student',
  'dashboard.teachers': 'Teachers',
  'dashboard.registration': 'Registration',
  'dashboard.admin': 'Admin Login',
  'login.student.title': 'Student Login',
  'login.student.intro': 'Ready to hit the ice? Log in with the username from your teacher.',
  'login.teacher.title': 'Teacher Login',
  'login.teacher.intro': 'Welcome back, coach! Log in to see your class.',
  'login.admin.title': 'Admin Login',
  'login.admin.intro': 'Programme administrators only.',
  'login.username': 'Username',
  'login.usernameOrEmail': 'Username or Email',
  'login.password': 'Password',
  'login.forgotPassword': 'Forgot Password',
  'login.submit': 'Log In',
  'login.submitting': 'Logging In',
  'login.back': 'Back To Dashboard',
  'login.cookiesTitle': 'This site uses cookies',
  'login.cookiesBody':
    'Cookies are turned off in this browser, and you need them to log in. Please turn cookies on in your browser settings (ask your teacher or a grown-up for help), then reload this page.',
  'login.alreadyIn': "You're already logged in.",
  'login.continue': 'Continue where you left off',
  'login.wrongPage.student': "This account can't use the student login.",
  'login.wrongPage.teacher': "This account can't use the teacher login.",
  'login.wrongPage.admin': "This account can't use the admin login.",
  'login.uncheckable': 'We could not check your account.',
  'login.tryRightPage': 'Please log in again on the right page.',
  'login.required': LOGIN_REQUIRED,
  'login.tooLong': LOGIN_TOO_LONG,
  'login.failed': LOGIN_FAILED,
  'login.unexpected': LOGIN_UNEXPECTED_ERROR,
  'login.sessionEnded': SESSION_ENDED,
  'spinner.loading': 'Loading',
  'notFound.title': 'Page Not Found',
  'notFound.message': "We looked all over the rink, but this page isn't here.",
  'notFound.home': 'Go Home',
  'error.title': 'Something Went Wrong',
  'error.offline': 'This screen could not load: the internet connection is gone. Try again once it is back.',
  'error.message': 'Sorry, this screen hit a problem. Please try again.',
  'error.retry': 'Try Again',
} as const;

export type FirstScreenKey = keyof typeof english;

/** Every key must have its Spanish: the type checker refuses a missing one. */
const spanish: Record<FirstScreenKey, string> = {
  productName: 'Rink Money',
  'language.label': 'Idioma',
  'dashboard.title': 'Inicio',
  'dashboard.logoAlt': 'Logo del programa de hockey juvenil Rink Money: un disco de hockey sobre las palabras Rink Money',
  'dashboard.lead': '¡Dirige tu propio equipo de hockey juvenil y aprende a tomar buenas decisiones con el dinero!',
  'dashboard.nav': 'Elige cómo entrar',
  'dashboard.student': 'Estudiante',
  'dashboard.teachers': 'Docentes',
  'dashboard.registration': 'Registro',
  'dashboard.admin': 'Acceso de administración',
  'login.student.title': 'Acceso de estudiantes',
  'login.student.intro': '¿Todo listo para salir a la pista? Entra con el nombre de usuario que te dio tu docente.',
  'login.teacher.title': 'Acceso de docentes',
  'login.teacher.intro': '¡Qué bueno verte de nuevo, coach! Entra para ver a tu grupo.',
  'login.admin.title': 'Acceso de administración',
  'login.admin.intro': 'Solo para quienes administran el programa.',
  'login.username': 'Nombre de usuario',
  'login.usernameOrEmail': 'Nombre de usuario o correo',
  'login.password': 'Contraseña',
  'login.forgotPassword': 'Olvidé mi contraseña',
  'login.submit': 'Entrar',
  'login.submitting': 'Entrando',
  'login.back': 'Volver al inicio',
  'login.cookiesTitle': 'Este sitio usa cookies',
  'login.cookiesBody':
    'Las cookies están desactivadas en este navegador y las necesitas para entrar. Actívalas en la configuración del navegador (pide ayuda a tu docente o a un adulto) y vuelve a cargar esta página.',
  'login.alreadyIn': 'Ya iniciaste sesión.',
  'login.continue': 'Seguir donde te quedaste',
  'login.wrongPage.student': 'Esta cuenta no puede usar el acceso de estudiantes.',
  'login.wrongPage.teacher': 'Esta cuenta no puede usar el acceso de docentes.',
  'login.wrongPage.admin': 'Esta cuenta no puede usar el acceso de administración.',
  'login.uncheckable': 'No pudimos revisar tu cuenta.',
  'login.tryRightPage': 'Vuelve a entrar desde la página correcta.',
  'login.required': 'Escribe tu nombre de usuario y tu contraseña',
  'login.tooLong': `El nombre de usuario y la contraseña pueden tener como máximo ${INPUT_MAX} caracteres.`,
  'login.failed': 'El nombre de usuario o la contraseña no son correctos.',
  'login.unexpected': 'Hubo un error inesperado al entrar. Inténtalo de nuevo',
  'login.sessionEnded': 'Tu sesión terminó. Vuelve a entrar.',
  'spinner.loading': 'Cargando',
  'notFound.title': 'Página no encontrada',
  'notFound.message': 'Buscamos por toda la pista, pero esta página no está aquí.',
  'notFound.home': 'Ir al inicio',
  'error.title': 'Algo salió mal',
  'error.offline': 'Esta pantalla no pudo cargarse: no hay conexión a internet. Inténtalo de nuevo cuando vuelva.',
  'error.message': 'Lo sentimos, esta pantalla tuvo un problema. Inténtalo de nuevo.',
  'error.retry': 'Intentar de nuevo',
};

export const FIRST_SCREEN_TEXT: Record<Language, Record<FirstScreenKey, string>> = { en: english, es: spanish };

/** The first screens' words in the language the device speaks. */
export function useFirstScreenText(): (key: FirstScreenKey) => string {
  const language = useLanguage();
  const table = FIRST_SCREEN_TEXT[language];
  return (key) => table[key];
}

/** The English texts the server answers a login with, as first-screen keys: shown in the screen's language. */
const SERVER_TEXTS: ReadonlyMap<string, FirstScreenKey> = new Map([
  [LOGIN_REQUIRED, 'login.required'],
  [LOGIN_TOO_LONG, 'login.tooLong'],
  [LOGIN_FAILED, 'login.failed'],
  [LOGIN_UNEXPECTED_ERROR, 'login.unexpected'],
  [SESSION_ENDED, 'login.sessionEnded'],
] as const);

/** A login answer's words in `language`, or as the server said them when they are not ones we know. */
export function firstScreenServerText(text: string, language: Language): string {
  const key = SERVER_TEXTS.get(text);
  return key ? FIRST_SCREEN_TEXT[language][key] : text;
}
