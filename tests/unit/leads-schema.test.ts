import { describe, expect, it } from "vitest";
import { checkLead } from "#app/core/leads/index.ts";
import { fieldsFromFormData, HONEYPOT_FIELD } from "#app/core/leads/index.ts";
import { feedbackEndpoint, leadEndpoint } from "#app/core/leads/index.ts";
import { trial } from "./sample-leads.ts";

const contact = {
  name: "Jo Bloggs",
  email: "jo@stitchco.com",
  company: "Stitch Co",
  topic: "support",
  message: "Our proofs stopped sending.",
};

describe("the forms' shared schema", () => {
  it.each([
    ["a trial request", "get-started", trial, {}],
    [
      "a demo without days or times",
      "get-started",
      { ...trial, request: "demo" },
      { demoDays: "choose", demoTimes: "choose" },
    ],
    [
      "a demo with days, times and a time zone",
      "get-started",
      { ...trial, request: "demo", demoDays: ["tue"], demoTimes: ["morning"], timeZone: "America/New_York" },
      {},
    ],
    ["no decoration type", "get-started", { ...trial, decorationTypes: [] }, { decorationTypes: "choose" }],
    ["an unknown company size", "get-started", { ...trial, companySize: "huge" }, { companySize: "choose" }],
    ["a missing company size", "get-started", { ...trial, companySize: "" }, { companySize: "required" }],
    ["a made-up time zone", "get-started", { ...trial, timeZone: "Mars/<b>" }, { timeZone: "timeZone" }],
    ["a contact message", "contact", contact, {}],
    [
      "blank required fields",
      "contact",
      { ...contact, name: "  ", message: "" },
      { name: "required", message: "required" },
    ],
    ["an address without a domain", "contact", { ...contact, email: "jo@" }, { email: "email" }],
    [
      "an address over 254 characters",
      "contact",
      { ...contact, email: `${"a".repeat(250)}@x.com` },
      { email: "tooLong" },
    ],
    ["a phone with letters", "contact", { ...contact, phone: "call me" }, { phone: "phone" }],
    ["a phone with too few digits", "contact", { ...contact, phone: "12 34" }, { phone: "phone" }],
    ["a UK phone number", "contact", { ...contact, phone: "+44 (0)20 7946 0321" }, {}],
    ["a topic the form does not offer", "contact", { ...contact, topic: "press" }, { topic: "choose" }],
    [
      "a message over 5,000 characters",
      "contact",
      { ...contact, message: "x".repeat(5001) },
      { message: "tooLong" },
    ],
  ] as const)("%s", (_, form, input, errors) => {
    const check = checkLead(form, input);
    if (Object.keys(errors).length === 0) expect(check).toMatchObject({ ok: true });
    else expect(check).toEqual({ ok: false, errors, unknownFields: [] });
  });

  it("trims what it keeps and fills the optional fields", () => {
    const check = checkLead("contact", { ...contact, name: "  Jo Bloggs  " });
    expect(check).toMatchObject({ ok: true, lead: { name: "Jo Bloggs", phone: "", [HONEYPOT_FIELD]: "" } });
  });

  it.each([
    ["a carriage return", "Jo\rBloggs"],
    ["a line feed", "Jo\nBloggs"],
    ["a NUL", "Jo\u0000Bloggs"],
    ["an ESC (a terminal's colour)", "Jo\u001b[31mBloggs"],
    ["a C1 CSI", "Jo\u009b31mBloggs"],
    ["a right-to-left override", "Jo\u202eexe.gpj"],
  ])("refuses %s in a one-line field, with the form's message", (_, value) => {
    for (const field of ["name", "company"])
      expect(checkLead("contact", { ...contact, [field]: value }), field).toEqual({
        ok: false,
        errors: { [field]: "unprintable" },
        unknownFields: [],
      });
    expect(checkLead("get-started", { ...trial, name: value })).toMatchObject({
      errors: { name: "unprintable" },
    });
  });

  it("keeps a message's line breaks and tabs, as line feeds, and refuses its other control characters", () => {
    expect(checkLead("contact", { ...contact, message: "First line\r\nsecond\r\tthird" })).toMatchObject({
      ok: true,
      lead: { message: "First line\nsecond\n\tthird" },
    });
    expect(
      checkLead("contact", { ...contact, message: "Hi\u001b]8;;https://x.example\u0007there" }),
    ).toMatchObject({
      errors: { message: "unprintable" },
    });
  });

  it.each([
    ["zero-width spaces and joiners", "\u200b\u200c\u200d\u2060\ufeff"],
    ["no-break and em spaces", "\u00a0\u2003\u3000"],
    ["Hangul fillers", "\u3164\u115f"],
    ["a blank braille pattern and a variation selector", "\u2800\ufe0f"],
  ])("counts a required field of only %s as empty", (_, blank) => {
    expect(checkLead("contact", { ...contact, name: blank, company: ` ${blank} `, message: blank })).toEqual({
      ok: false,
      errors: { name: "required", company: "required", message: "required" },
      unknownFields: [],
    });
  });

  it("trims zero-width characters from a value's ends, and keeps the ones inside", () => {
    expect(checkLead("contact", { ...contact, name: "\u200b Zoë Née\u200d\ufeff" })).toMatchObject({
      lead: { name: "Zoë Née" },
    });
    // A joiner inside a name (Persian, Indic scripts) is part of it.
    expect(checkLead("contact", { ...contact, name: "Mi\u200cnoo" })).toMatchObject({
      lead: { name: "Mi\u200cnoo" },
    });
  });

  it("lists fields the form does not have apart from the ones to fix", () => {
    expect(checkLead("contact", { ...contact, role: "admin" })).toEqual({
      ok: false,
      errors: {},
      unknownFields: ["role"],
    });
  });

  it("reads a plain post's repeated checkboxes as lists, and gives an unticked group an empty list", () => {
    const data = new URLSearchParams([
      ["name", "Sam"],
      ["decorationTypes", "embroidery"],
      ["decorationTypes", "dtg-dtf"],
    ]);
    expect(fieldsFromFormData("get-started", data)).toEqual({
      name: "Sam",
      decorationTypes: ["embroidery", "dtg-dtf"],
      modules: [],
      demoDays: [],
      demoTimes: [],
    });
  });
});

describe("where the forms and docs feedback send", () => {
  it("fills the form's name into the endpoint, and an empty setting or LEADS_ENDPOINT means e-mail", () => {
    expect(leadEndpoint("contact", "/api/leads/{form}", {})).toBe("/api/leads/contact");
    expect(leadEndpoint("get-started", "https://crm.example/{form}", {})).toBe(
      "https://crm.example/get-started",
    );
    expect(leadEndpoint("contact", "/api/leads/{form}", { LEADS_ENDPOINT: "" })).toBeNull();
    expect(leadEndpoint("contact", undefined, {})).toBeNull();
  });

  it("sends feedback to this site's own receiver only when the forms post to this site too", () => {
    expect(feedbackEndpoint("/api/leads/{form}", {})).toBe("/api/feedback");
    expect(feedbackEndpoint("https://crm.example/{form}", {})).toBeNull();
    expect(feedbackEndpoint("/api/leads/{form}", { LEADS_ENDPOINT: "" })).toBeNull();
  });
});
