// Dev-only loader for a remote's exposed page modules (`src/pages/<page>/index.tsx`).
//
// A page module exports a page definition (`{ loader, Component }`), not components, so React
// Refresh does not treat it as a boundary: an edit would bubble up, find nobody accepting it and
// reload the whole page (the shell's page too). This footer makes the module accept its own
// updates, registers `default.Component` with React Refresh under a stable id (an inline
// `Component: (props) => ...` is anonymous once wrapped by the refresh transform, so it would not
// be registered otherwise) and asks for a refresh once the new version ran.
// A changed loader applies on the next navigation.
const FOOTER = `
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  const __bridsPage = __webpack_module__.exports && __webpack_module__.exports.default;
  if (__bridsPage && typeof __bridsPage.Component === 'function') {
    $ReactRefreshRuntime$.register(__bridsPage.Component, __webpack_module__.id + ' %page% Component');
  }
  if (import.meta.webpackHot.data) __react_refresh_utils__.enqueueUpdate();
}
`;

module.exports = function pageHmrLoader(source) {
  return `${source}\n${FOOTER}`;
};
