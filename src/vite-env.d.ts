/// <reference types="vite/client" />

/** The package version, set at build time. */
declare const __APP_VERSION__: string;
/** The commit the app was built from ('dev' in development); versions the persisted store cache. */
declare const __APP_COMMIT__: string;
