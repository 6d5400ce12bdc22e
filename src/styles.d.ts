// Stylesheets are imported for their side effect and bundled by Vite; TypeScript 7 checks that a
// side-effect import resolves to a module, so CSS files are declared as modules without exports.
declare module '*.css'
