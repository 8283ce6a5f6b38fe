// node-polyglot asks for the `object.entries` polyfill, which brings some 30 KB of es-abstract helpers to every page.
// Every browser the app supports has Object.entries, so the build hands polyglot the built-in (vite.config.ts).
module.exports = Object.entries;
