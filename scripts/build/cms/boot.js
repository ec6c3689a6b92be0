/*
 * The editor's own script at /admin/ (copied there by scripts/build/cms/admin.ts), loaded before
 * Decap's bundle. It holds Decap's start until the page has loaded, then gives it the site's
 * stylesheet for the preview, a preview in the site's look in either theme, and the schema's
 * wording for an empty required field. Plain browser JavaScript: no public page ever loads it.
 */
window.CMS_MANUAL_INIT = true;

const settings = document.currentScript.dataset;

window.addEventListener("DOMContentLoaded", () => {
  const CMS = window.CMS;
  const h = window.h;
  for (const href of JSON.parse(settings.previewStyles || "[]")) CMS.registerPreviewStyle(href);

  // Decap says "Title is required."; the build says "must not be empty": one wording for both.
  const en = structuredClone(CMS.getLocale("en"));
  en.editor.editorControlPane.widget.required = `%{fieldLabel}: ${settings.requiredMessage}`;
  en.editor.editorControlPane.widget.regexPattern = "%{fieldLabel}: %{pattern}";
  CMS.registerLocale("en", en);

  // A page's preview: its title, description and body in the site's type, in the theme chosen.
  const theme = () => localStorage.getItem("tracker-cms-preview-theme") || "light";
  const PagePreview = window.createClass({
    render() {
      const { entry, widgetFor } = this.props;
      const data = entry.get("data");
      const dark = theme() === "dark";
      const title = data.get("title") || data.get("name") || data.get("partner") || "";
      return h(
        "div",
        {
          className: `${dark ? "dark bg-ink-950 text-slate-200" : "bg-white text-slate-800"} min-h-screen p-8`,
        },
        h(
          "button",
          {
            type: "button",
            className: "mb-6 rounded border border-slate-400 px-3 py-1 text-sm",
            onClick: () => {
              localStorage.setItem("tracker-cms-preview-theme", dark ? "light" : "dark");
              this.forceUpdate();
            },
          },
          dark ? "Light theme" : "Dark theme",
        ),
        h(
          "article",
          { className: "mx-auto max-w-3xl" },
          h("h1", { className: "mb-4 text-4xl font-bold text-slate-900 dark:text-white" }, title),
          h(
            "p",
            { className: "mb-8 text-lg text-slate-600 dark:text-slate-400" },
            data.get("description") || "",
          ),
          h("div", { className: "prose" }, widgetFor("body")),
        ),
      );
    },
  });
  for (const name of JSON.parse(settings.markdownCollections || "[]"))
    CMS.registerPreviewTemplate(name, PagePreview);

  CMS.init();
});
