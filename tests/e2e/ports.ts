/**
 * Loopback ports of the served builds: .com, .us, and the variant build
 * (scripts/check/variant-build.ts); and of the editor's local backend (decap-server) that
 * cms.spec.ts starts.
 * E2E_PORT_BASE moves them all, so two checkouts can run their browser tests at once.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);

export const PORTS = { com: base, us: base + 1, analytics: base + 2, cmsBackend: base + 3 } as const;
