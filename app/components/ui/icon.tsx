import {
  Award, BarChart3, BookOpen, Boxes, Briefcase, Building2, Calendar, CheckCircle2, ClipboardList, Clock, CreditCard,
  Factory, FileText, Globe, Handshake, HardHat, Heart, Layers, LifeBuoy, Mail, Map, Package, Palette, PenTool, Plug,
  Printer, Rocket, Scale, Scissors, Search, Settings, Shield, Shirt, ShoppingCart, Sparkles, Stamp, Tag, Trophy, Truck,
  Upload, Users, Warehouse, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../../scripts/content/compiled.ts";

/** Content names an icon; this is the one place a name becomes a drawing. */
const ICONS: Record<IconName, LucideIcon> = {
  "shopping-cart": ShoppingCart, warehouse: Warehouse, users: Users, shirt: Shirt, stamp: Stamp, "pen-tool": PenTool,
  boxes: Boxes, factory: Factory, truck: Truck, "clipboard-list": ClipboardList, palette: Palette, globe: Globe,
  scissors: Scissors, printer: Printer, package: Package, building: Building2, trophy: Trophy, "hard-hat": HardHat,
  sparkles: Sparkles, layers: Layers, handshake: Handshake, "book-open": BookOpen, "life-buoy": LifeBuoy, rocket: Rocket,
  settings: Settings, plug: Plug, "credit-card": CreditCard, "file-text": FileText, shield: Shield, calendar: Calendar,
  "bar-chart": BarChart3, zap: Zap, "check-circle": CheckCircle2, upload: Upload, mail: Mail, clock: Clock, tag: Tag,
  award: Award, heart: Heart, briefcase: Briefcase, map: Map, search: Search, scale: Scale,
};

/** Decorative icon: hidden from assistive technology, the text beside it carries the meaning. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Drawing = ICONS[name];
  return <Drawing aria-hidden="true" focusable="false" className={className} />;
}
