// Preloaded (node --import) into the firebase-tools process of a local stack only.
//
// In production the reset e-mail's link opens the app's reset page, because the Auth e-mail
// template's action URL is set to `<app>/reset/email-link` (docs/decisions.md#d34).
// The Auth emulator has no templates: every link it "sends" (its
// /emulator/v1/projects/{id}/oobCodes list) opens its own /emulator/action page, which for a
// password reset only answers JSON asking for a `newPassword` query parameter. So locally a
// teacher who opened the link from the e-mail never reached the app.
//
// This registers, ahead of the emulator's own handler, a redirect for that one case: a reset link
// without a new password (or with the logged link's placeholder) that carries the app's continue URL goes to the continue URL with the
// query Firebase puts on a template's action URL (mode, oobCode, apiKey, lang, continueUrl), as a
// production link would. Every other link is left to the emulator. Nothing on disk is changed;
// firebase-tools is pinned, and e2e/browser/auth-password.test.ts opens the link to prove it.
import Module from "node:module";
import path from "node:path";

const HANDLERS = path.join("firebase-tools", "lib", "emulator", "auth", "handlers.js");

function withAppResetLinks(registerHandlers) {
  return function registerHandlersWithAppLinks(app, ...rest) {
    app.get("/emulator/action", (req, res, next) => {
      const { mode, oobCode, continueUrl, newPassword } = req.query;
      // The link the emulator logs ends in "&newPassword=NEW_PASSWORD_HERE", a placeholder: no password chosen yet.
      const chosen = newPassword !== undefined && newPassword !== "NEW_PASSWORD_HERE";
      if (mode !== "resetPassword" || chosen || typeof oobCode !== "string" || typeof continueUrl !== "string") return next();
      let target;
      try {
        target = new URL(continueUrl);
      } catch {
        return next();
      }
      if (target.protocol !== "http:" && target.protocol !== "https:") return next();
      for (const key of ["mode", "oobCode", "apiKey", "lang"]) {
        if (typeof req.query[key] === "string") target.searchParams.set(key, req.query[key]);
      }
      target.searchParams.set("continueUrl", continueUrl);
      res.redirect(303, target.toString());
    });
    return registerHandlers(app, ...rest);
  };
}

const load = Module._load;
Module._load = function loadWithAppResetLinks(request, parent, isMain) {
  const exported = load.apply(this, [request, parent, isMain]);
  if (request === "./handlers" && parent?.filename && Module._resolveFilename(request, parent).endsWith(HANDLERS) && !exported.__appResetLinks) {
    exported.registerHandlers = withAppResetLinks(exported.registerHandlers);
    exported.__appResetLinks = true;
  }
  return exported;
};
