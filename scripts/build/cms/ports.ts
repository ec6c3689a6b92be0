/**
 * The ports of `npm run cms` (scripts/serve/cms/cli.ts): the dev site with the editor, and Decap's
 * local backend (decap-server), each from the environment so two checkouts can run side by side.
 */
export const CMS_PORT_ENV = { site: "CMS_PORT", backend: "CMS_BACKEND_PORT" } as const;
const DEFAULTS = { site: 5173, backend: 8081 } as const;

export type CmsPorts = { site: number; backend: number };

/** The ports `env` asks for, or the defaults; a value that is not a port is refused, named. */
export function cmsPorts(env: NodeJS.ProcessEnv): CmsPorts {
  const port = (key: keyof CmsPorts) => {
    const value = env[CMS_PORT_ENV[key]];
    if (!value) return DEFAULTS[key];
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65535)
      throw new Error(`${CMS_PORT_ENV[key]}=${value} is not a port (1-65535)`);
    return number;
  };
  return { site: port("site"), backend: port("backend") };
}

/** Where the editor finds decap-server: Decap's `local_backend.url`. */
export const localBackendUrl = (port: number) => `http://localhost:${port}/api/v1`;
