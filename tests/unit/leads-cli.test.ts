import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { StoredLead } from "#backend/leads/index.ts";
import { bindLiterals, leadsCsv, leadsTable } from "#backend/leads/node.ts";

const lead = (over: Partial<StoredLead>): StoredLead => ({
  id: "a1",
  form: "contact",
  createdAt: "2026-11-22T10:00:00.000Z",
  email: "jo@stitchco.com",
  payload: JSON.stringify({ name: "Jo", message: "Hello" }),
  deliveredAt: null,
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  ...over,
});

describe("npm run leads", () => {
  it("writes values into its SQL as literals nobody can break out of", () => {
    expect(bindLiterals("SELECT ?1, ?2, ?10, ?3", ["it's", 5, null, 0, 0, 0, 0, 0, 0, "ten"])).toBe(
      "SELECT 'it''s', 5, 'ten', NULL",
    );
  });

  it("exports CSV a spreadsheet reads as text: one column per field, every cell quoted, no formulas", () => {
    const csv = leadsCsv([
      lead({}),
      lead({
        id: "b2",
        form: "get-started",
        deliveredAt: "2026-11-22T10:00:01.000Z",
        attempts: 2,
        payload: JSON.stringify({
          name: '=HYPERLINK("x")',
          decorationTypes: ["embroidery", "other"],
          message: "a,\nb",
        }),
      }),
    ]);
    // The BOM tells Excel the file is UTF-8.
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, first, second] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      '"id","form","createdAt","deliveredAt","attempts","lastError","name","message","decorationTypes"',
    );
    expect(first).toBe('"a1","contact","2026-11-22T10:00:00.000Z","","0","","Jo","Hello",""');
    expect(second).toBe(
      `"b2","get-started","2026-11-22T10:00:00.000Z","2026-11-22T10:00:01.000Z","2","","'=HYPERLINK(""x"")","a,\nb","embroidery; other"`,
    );
  });

  it("defuses a formula wherever a spreadsheet could start a cell: after a ; or , in a cell too", () => {
    const payload = JSON.stringify({
      company: "Acme;=1+1;@SUM(2+2)",
      name: "Jo, -2+3",
      message: "line one\n+cmd|' /C calc'!A0\tinner=fine",
    });
    const [, row] = leadsCsv([lead({ payload })])
      .slice(1)
      .split("\r\n");
    const cells = row!.split('","');
    expect(cells).toContain("Acme;'=1+1;'@SUM(2+2)");
    expect(cells).toContain("Jo, '-2+3");
    // After a line break or a tab too; an = inside a word starts nothing.
    expect(cells.join()).toContain("line one\n'+cmd|' /C calc'!A0\tinner=fine");
  });

  it("never writes a control character a terminal would act on", () => {
    const hostile = "\x1b]8;;https://evil.example\x07click\x1b]8;;\x07 \x1b[2J\u009b31m\0\u202egnp.exe";
    const leads = [
      lead({
        email: `jo${hostile}@x.com`,
        lastError: hostile,
        payload: JSON.stringify({ name: hostile, message: "a\r\nb\tc" }),
      }),
    ];
    /** The characters of `text` a terminal would act on, but for those in `allowed`. */
    const unshowable = (text: string, allowed = "") =>
      [...text].filter((c) => /\p{Cc}|\u202e/u.test(c) && !allowed.includes(c));
    const table = leadsTable(leads);
    expect(unshowable(table, "\n")).toEqual([]);
    expect(table).toContain("\\x1b]8;;https://evil.example\\x07click");
    expect(table).toContain("\\u202egnp.exe");
    // To a file: a message keeps its line breaks and tabs, quoted in its cell; ESC and NUL are shown.
    const file = leadsCsv(leads);
    expect(unshowable(file, "\t\n\r")).toEqual([]);
    expect(file).toContain('"a\r\nb\tc"');
    expect(file).toContain("\\x1b[2J");
    // To a terminal, no carriage return either inside a cell, which would print over the line.
    const screen = leadsCsv(leads, { onTerminal: true });
    expect(unshowable(screen.split("\r\n").join("\n"), "\t\n")).toEqual([]);
    expect(screen).toContain('"a\\r\nb\tc"');
  });

  it("says which leads are waiting for the webhook, and why", () => {
    const table = leadsTable([
      lead({ attempts: 3, lastError: "HTTP 503" }),
      lead({ id: "b2", deliveredAt: "x" }),
    ]);
    expect(table).toContain("not delivered (3 attempts, last: HTTP 503)");
    expect(table).toContain("2 leads, 1 not delivered");
  });
});

describe("npm run leads on the command line", () => {
  /** The command as `npm run leads -- …` runs it, without npm's own lines. */
  const leads = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "backend/leads/cli.ts", ...args], { encoding: "utf8" });

  it("prints its usage for --help and exits 0", () => {
    const { status, stdout, stderr } = leads("--help");
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run leads/);
    for (const option of ["--undelivered", "--csv", "--deliver", "--remote", "--persist-to"])
      expect(stdout).toContain(option);
    expect(stderr).toBe("");
  });

  it.each([
    [["--bogus"], "unknown option --bogus"],
    [["--csv", "leads.csv"], 'unexpected word "leads.csv"'],
    [["--csv=yes"], "--csv takes no value"],
    [["--persist-to"], "--persist-to needs a value"],
    [["--\x1b[31mred"], "unknown option --\\x1b[31mred"],
  ])("names the mistake in %j in one line, then the usage, and exits 2", (args, line) => {
    const { status, stdout, stderr } = leads(...args);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    const [first, blank, usage] = stderr.split("\n");
    expect(first).toBe(`leads: ${line}`);
    expect(blank).toBe("");
    expect(usage).toMatch(/^Usage: npm run leads/);
    expect(stderr).not.toMatch(/\n\s+at |ERR_PARSE_ARGS/);
  });
});
