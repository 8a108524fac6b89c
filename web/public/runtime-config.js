// Runtime configuration. In production this stays null and the Firebase config
// comes from the VITE_FIREBASE_* variables baked in at build time. Local runs
// (npm start / npm run dev) replace the served copy with the emulator config.
window.__RINK_CONFIG__ = null;
