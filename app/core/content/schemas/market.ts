/** content/markets.yaml: each domain as a market: its money, tax, company, offices and formats. */
import { z } from "zod";
import { absoluteUrl, shortText, template, text } from "#app/core/content/fields.ts";
import { DATE_ORDERS } from "#app/core/text/index.ts";

/** The currencies prices are written in; content/pricing.yaml gives every price in each. */
const CURRENCIES = ["GBP", "USD"] as const;

const email = z.email({ message: "must be an email address" });

const office = z.strictObject({
  name: shortText(40).describe("The office as /contact heads it: Manchester office."),
  address: text,
  phone: text,
  email,
  hours: text.describe(
    "When the office answers, in the market's own words and time zone: Monday to Friday, 8:30 am to 5:30 pm UK time.",
  ),
});

const market = z.strictObject({
  country: shortText(30).describe(
    "The country this domain sells in, as a sentence names it: the UK, the US.",
  ),
  currency: z
    .strictObject({ code: z.enum(CURRENCIES), symbol: shortText(3) })
    .describe("The currency this domain's prices are in, and its sign: GBP and £."),
  numbers: z
    .strictObject({ thousands: z.enum([",", ".", " "]), decimal: z.enum([".", ","]) })
    .describe("How a number is written: the sign between thousands (1,000) and before decimals (14.50)."),
  dates: z
    .enum(DATE_ORDERS)
    .describe(
      "How a date is written on this domain, whichever spelling the reader picks: day first (26 August 2025) or month first (August 26, 2025).",
    ),
  tax: z
    .strictObject({
      name: shortText(20).describe("The tax as invoices name it: VAT, sales tax."),
      pricesNote: text.describe("What /pricing says of the tax."),
    })
    .describe("The tax added to prices."),
  company: z
    .strictObject({
      legalName: shortText(60).describe("Its registered name: Tracker Systems Ltd, Tracker Systems Inc."),
      registeredIn: shortText(40).describe(
        "Where it is registered, as a sentence names it: England and Wales, Delaware.",
      ),
      registrationNumber: shortText(20),
      registration: template("place", "number").describe(
        "The footer's line: {place} and {number} are Registered in and Registration number above.",
      ),
      vatNumber: shortText(20)
        .optional()
        .describe(
          "The VAT number, where the company has one; leave it and the VAT line empty on a market without VAT.",
        ),
      vat: template("number")
        .optional()
        .describe("The footer's VAT line; {number} is the VAT number. Fill in both or neither."),
      address: text.describe("Its registered address."),
      governingLaw: shortText(80).describe(
        "The law the terms are governed by, as a sentence names it: the laws of England and Wales, the laws of the State of Delaware.",
      ),
      courts: shortText(120).describe(
        "The courts that hear disputes under the terms, as a sentence names them: the courts of England and Wales.",
      ),
    })
    .describe(
      "The company that sells on this domain: the party to the terms, the controller in the privacy policy.",
    ),
  contact: z
    .strictObject({
      phone: text,
      email,
      supportHours: text,
      privacyEmail: email.describe("Where people write about their personal data (/privacy, /dpa)."),
      securityEmail: email.describe("Where a vulnerability is reported (/security, security.txt)."),
    })
    .describe("Where this market's buyers call and write."),
  dataProtection: z
    .strictObject({
      laws: text.describe(
        'The data protection laws, as a sentence names them after "in line with": the UK GDPR and the Data Protection Act 2018.',
      ),
      regulator: z
        .strictObject({ name: shortText(60), abbreviation: shortText(10), url: absoluteUrl })
        .optional()
        .describe(
          "The authority a person may complain to, where one oversees those laws: Information Commissioner's Office, ICO, https://ico.org.uk. Leave it out where there is no single one.",
        ),
    })
    .describe("What the privacy policy and the DPA say of the laws this market's company answers to."),
  offices: z.array(office).min(1).describe("The offices /contact shows, the market's main one first."),
});

export const marketsSchema = z
  .strictObject({ com: market, us: market })
  .superRefine((markets, ctx) => {
    for (const [id, m] of Object.entries(markets)) {
      const { vatNumber, vat } = m.company;
      if ((vatNumber === undefined) !== (vat === undefined))
        ctx.addIssue({
          code: "custom",
          path: [id, "company", vatNumber === undefined ? "vat" : "vatNumber"],
          message: "vatNumber and vat come together: the number, and the footer's line that shows it",
        });
    }
  })
  .describe(
    "Each domain as a market, .com the UK and .us the US: its currency, tax, the company that sells there, its contacts and offices, and how it writes numbers and dates.",
  );

export type Markets = z.output<typeof marketsSchema>;
export type Market = Markets["com"];
