/**
 * One drawing per module, keyed by the module's slug (content/modules/<slug>.md), for
 * scripts/assets/images/render.ts to render into public/images/screens/.
 */
import type { Markets } from "#app/core/content/index.ts";
import { DOMAINS } from "#app/core/locale/index.ts";
import { marketMoney } from "#app/core/pricing/index.ts";
import type { ScreenMarket } from "./draw.ts";
import { artworkersSvg } from "./artworkers.ts";
import { baseGarmentsSvg } from "./base-garments.ts";
import { customerDatabaseSvg } from "./customer-database.ts";
import { customerPortalSvg } from "./customer-portal.ts";
import { inventorySvg } from "./inventory.ts";
import { logosSvg } from "./logos.ts";
import { productDesignerSvg } from "./product-designer.ts";
import { productionSvg } from "./production.ts";
import { purchaseOrdersSvg } from "./purchase-orders.ts";
import { salesOrdersSvg } from "./sales-orders.ts";
import { suppliersSvg } from "./suppliers.ts";
import { warehouseSvg } from "./warehouse.ts";

export const MODULE_SCREENS: Record<string, (market: ScreenMarket) => string> = {
  "sales-orders": salesOrdersSvg,
  logos: logosSvg,
  production: productionSvg,
  inventory: inventorySvg,
  "purchase-orders": purchaseOrdersSvg,
  "customer-portal": customerPortalSvg,
  warehouse: warehouseSvg,
  "customer-database": customerDatabaseSvg,
  "base-garments": baseGarmentsSvg,
  "product-designer": productDesignerSvg,
  suppliers: suppliersSvg,
  artworkers: artworkersSvg,
};

/** Each domain's market as the drawings take it: its id, money and date order (markets.yaml). */
export function screenMarkets(markets: Markets): ScreenMarket[] {
  return DOMAINS.map((id) => ({
    id,
    money: marketMoney(markets[id]),
    dates: markets[id].dates,
  }));
}
