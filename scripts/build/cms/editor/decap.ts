/**
 * What the editor's bundle uses of Decap CMS: the globals its prebuilt bundle (decap-cms.js) sets
 * on window, which the page loads before this bundle. Decap carries its own React: a component
 * here is made with its `createClass` and `h` (React.createElement), never with a second React.
 */
/** An Immutable map as Decap hands it over (entries, fields, collections): what this bundle reads of one. */
export type DecapMap = {
  get(key: string): unknown;
  equals(other: unknown): boolean;
  toJS(): unknown;
};

export type ComponentType = unknown;
/** React.createElement, as Decap exposes it. */
type H = (type: ComponentType, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

type Widget = { control: ComponentType; preview?: ComponentType; schema?: object };

type DecapCms = {
  init(): void;
  registerCustomFormat(name: string, extension: string, formatter: object): void;
  registerEditorComponent(component: object): void;
  getEditorComponents(): unknown;
  registerRemarkPlugin(plugin: unknown): void;
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(collection: string, component: ComponentType): void;
  registerWidget(name: string, control: ComponentType, preview?: ComponentType): void;
  getWidgets(): { name: string }[];
  getWidget(name: string): Widget | undefined;
  getLocale(locale: string): Record<string, Record<string, Record<string, Record<string, string>>>>;
  registerLocale(locale: string, phrases: object): void;
};

type DecapWindow = Window & {
  CMS: DecapCms;
  h: H;
  createClass: (spec: Record<string, unknown>) => ComponentType;
};

/** Decap's globals. */
export const decap = () => window as unknown as DecapWindow;
