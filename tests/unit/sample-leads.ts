/** A trial request as the get-started form sends it: every required field, valid. */
export const trial = {
  request: "trial",
  name: "Sam Patel",
  email: "sam@printhaus.com",
  company: "Print Haus",
  companySize: "6-20",
  decorationTypes: ["screen-printing"],
};
