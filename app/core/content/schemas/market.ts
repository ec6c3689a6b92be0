/** content/markets.yaml: each domain as a market: its money, tax, company, offices and formats. */
import { z } from "zod";
import { absoluteUrl, shortText, template, text } from "#app/core/content/fields.ts";
import { DATE_ORDERS } from "#app/core/text/index.ts";

/** The currencies prices are written in; content/pricing.yaml gives every price in each. */
const CURRENCIES = ["GBP", "USD"] as const;

const email = z.email({ message: "must be an email address" });

const office = z.strictObject({
  /** The office as the contact page heads it: "Manchester office". */
  name: shortText(40),
  address: text,
  phone: text,
  email,
  /** When the office answers, in the market's own words and time zone. */
  hours: text,
});

const market = z.strictObject({
  /** The country this domain sells in, as a sentence names it: "the UK", "the US". */
  country: shortText(30),
  /** The currency this domain's prices are in, and its sign. */
  currency: z.strictObject({ code: z.enum(CURRENCIES), symbol: shortText(3) }),
  /** How a number is written: the sign between thousands (1,000) and before decimals (14.50). */
  numbers: z.strictObject({ thousands: z.enum([",", ".", " "]), decimal: z.enum([".", ","]) }),
  /**
   * How a date is written on this domain, whichever spelling the reader picks: day first
   * (26 August 2025) or month first (August 26, 2025).
   */
  dates: z.enum(DATE_ORDERS),
  /** The tax added to prices, as invoices name it ("VAT", "sales tax"), and what /pricing says of it. */
  tax: z.strictObject({ name: shortText(20), pricesNote: text }),
  /** The company that sells on this domain: the party to the terms, the controller in the privacy policy. */
  company: z.strictObject({
    /** Its registered name: "Tracker Systems Ltd". */
    legalName: shortText(60),
    /** Where it is registered, as a sentence names it: "England and Wales", "Delaware". */
    registeredIn: shortText(40),
    registrationNumber: shortText(20),
    /** The footer's line: {place} and {number} are registeredIn and registrationNumber. */
    registration: template("place", "number"),
    /** The VAT number, where the company has one (never on a market without VAT). */
    vatNumber: shortText(20).optional(),
    /** The footer's VAT line: {number} is vatNumber. */
    vat: template("number").optional(),
    /** Its registered address. */
    address: text,
    /** The law the terms are governed by, as a sentence names it: "the laws of England and Wales". */
    governingLaw: shortText(80),
    /** The courts that hear disputes under the terms, as a sentence names them. */
    courts: shortText(120),
  }),
  /** Where this market's buyers call and write. */
  contact: z.strictObject({
    phone: text,
    email,
    supportHours: text,
    /** Where people write about their personal data (/privacy, /dpa). */
    privacyEmail: email,
    /** Where a vulnerability is reported (/security, security.txt). */
    securityEmail: email,
  }),
  /** The privacy policy's and the DPA's framing: the laws this market's company answers to. */
  dataProtection: z.strictObject({
    /** The data-protection laws, as a sentence names them after "in line with". */
    laws: text,
    /** The authority a person may complain to, where one oversees those laws; none where there is no single one. */
    regulator: z
      .strictObject({ name: shortText(60), abbreviation: shortText(10), url: absoluteUrl })
      .optional(),
  }),
  /** The offices /contact shows, the first the market's main one. */
  offices: z.array(office).min(1),
});

export const marketsSchema = z.strictObject({ com: market, us: market }).superRefine((markets, ctx) => {
  for (const [id, m] of Object.entries(markets)) {
    const { vatNumber, vat } = m.company;
    if ((vatNumber === undefined) !== (vat === undefined))
      ctx.addIssue({
        code: "custom",
        path: [id, "company", vatNumber === undefined ? "vat" : "vatNumber"],
        message: "vatNumber and vat come together: the number, and the footer's line that shows it",
      });
  }
});

export type Markets = z.output<typeof marketsSchema>;
export type Market = Markets["com"];
