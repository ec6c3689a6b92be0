/**
 * What the documentation templates share: the sidebar's categories and pages (reading order), and
 * for a page its neighbours, its last-updated date, its edit link and where its feedback goes.
 */
import { lastUpdated, type LastUpdated } from "#app/core/docs/index.ts";
import { neighbours, type DocsCategoryNav } from "#app/core/docs/index.ts";
import { feedbackEndpoint } from "#app/core/leads/index.ts";
import { getChildren, getCollection, getData, marketDate } from "./content.server.ts";

/** Every category with its pages, both in the registry's order. */
function docsSidebar(): DocsCategoryNav[] {
  return getCollection("docsCategories").map((category) => ({
    path: category.path,
    title: category.card.title,
    pages: getChildren("docsCategories", category.slug).map((page) => ({
      path: page.path,
      title: page.card.title,
    })),
  }));
}

/** The docs strings and the sidebar, for a category page and a docs page alike. */
export function docsShell() {
  return { sidebar: docsSidebar(), docsUi: getData("ui").docs };
}

/** A docs page's reading order neighbours, date, edit link and feedback endpoint. */
export function docsPageExtras(path: string) {
  const sidebar = docsSidebar();
  const doc = getCollection("docsPages").find((entry) => entry.path === path)!;
  const site = getData("site");
  const { url, branch } = site.repository;
  return {
    pager: neighbours(sidebar, path),
    lastUpdated: datedForMarket(lastUpdated(doc.lastCommit, doc.data.updated, site.contentUpdated)),
    editUrl: `${url}/edit/${branch}/${doc.file}`,
    /** null: no receiver in this build (forms-without-endpoint), so no widget either. */
    feedbackEndpoint: feedbackEndpoint(site.forms.endpoint, process.env),
  };
}

/** The date written out here as the market writes it, so the page ships the words rather than the formatter. */
function datedForMarket(date: LastUpdated) {
  return { ...date, text: marketDate(date.date) };
}
