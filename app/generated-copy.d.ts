/**
 * The on-demand parts' copy differs by market, so the content build writes one file per market
 * (mega-menu.com.json, mega-menu.us.json) and vite.config.ts resolves these names to the building
 * domain's own. Their types, for the compiler, which sees only the names.
 */
declare module "#generated/mega-menu.json" {
  const megaMenu: import("#app/core/content/index.ts").MegaMenuData;
  export default megaMenu;
}
declare module "#generated/search-dialog.json" {
  const searchDialog: import("#app/core/content/index.ts").SearchDialogUi;
  export default searchDialog;
}
