/*
 * The editor's first script at /admin/ (copied there by scripts/build/cms/admin.ts), loaded before
 * Decap's bundle: it holds Decap's start, which the editor's own bundle (scripts/build/cms/editor/)
 * gives once it has registered the site's formats, components, preview and checks. Plain browser
 * JavaScript: no public page ever loads it.
 */
window.CMS_MANUAL_INIT = true;
