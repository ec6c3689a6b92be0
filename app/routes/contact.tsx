import { PageHeader } from "~/components/content/page-header";
import { Prose } from "~/components/content/prose";
import { ContactForm } from "~/components/forms/contact-form";
import { OfficeDetails } from "~/components/forms/office-details";
import { getData } from "~/server/content.server";
import { formSettings } from "~/server/forms.server";
import { pageData } from "~/server/page-data.server";
import { pageMeta } from "~/components/route/page-meta";
import { buildDomain } from "~/server/build.server";
import type { Route } from "./+types/contact";

/** Contact: the form, this domain's own office from site.yaml, and the page's Markdown. */
export function loader({ request }: Route.LoaderArgs) {
  const forms = getData("forms");
  return {
    ...pageData(request),
    form: { ...formSettings("contact"), copy: forms.contact },
    office: getData("site").offices[buildDomain()],
    officeLabels: forms.contact.office,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, body, form, office, officeLabels } = loaderData;
  return (
    <article>
      <PageHeader title={page.title} lead={page.description} crumbs={crumbs} wide />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[3fr_2fr]">
        <ContactForm {...form} />
        <div className="space-y-10">
          <OfficeDetails office={office} labels={officeLabels} />
          {body && <Prose html={body.html} />}
        </div>
      </div>
    </article>
  );
}
