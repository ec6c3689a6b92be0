// A worker thread's entry: workers do not inherit tsx's loader, so this plain module registers it,
// then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./parse-worker.ts");
