import { Building2, ImagePlus, Send } from "lucide-react";
import { useState, type ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/business-details";
import { FormField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { listCategories } from "~/modules/categories/categories.server";
import { isCrossSitePost } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { checkPickedImage, galleryCounter, IMAGE_INPUT_ACCEPT, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { getStorage } from "~/modules/storage/storage.server";
import { findCheckoutOfUser } from "~/modules/onboarding/account-creation.server";
import { BUSINESS_MESSAGES, requiredBusinessFieldsFilled, type BusinessFormValues } from "~/modules/onboarding/business-form";
import { findListingOfUser } from "~/modules/onboarding/business-listing.server";
import { businessFormValues, submitBusinessDetails } from "~/modules/onboarding/submit-business.server";

export function meta() {
  return [{ title: "Business Details | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/**
 * The signed-in account and the plan it bought; a visitor without an account goes to account creation
 * (spec §2), or to the plan choice when there is no checkout to carry along. An account that already
 * submitted its listing goes to its dashboard.
 */
async function requireOnboardingAccount(request: Request) {
  const user = await getSignedInUser(request);
  if (!user) {
    const url = new URL(request.url);
    const sessionId = url.searchParams.get("session_id")?.trim();
    if (!sessionId) throw redirect("/onboarding");
    throw redirect(`/account-creation?${new URLSearchParams({ session_id: sessionId, plan: url.searchParams.get("plan") ?? "" })}`);
  }
  const db = getDatabase();
  const checkout = await findCheckoutOfUser(db, user.id);
  if (!checkout) throw redirect("/onboarding");
  if (await findListingOfUser(db, user.id)) throw redirect("/vendor-dashboard");
  return { user, checkout };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireOnboardingAccount(request);
  const categories = await listCategories(getDatabase());
  return { email: user.email, categories: categories.map(({ id, name }) => ({ id, name })) };
}

type ActionData = { values: BusinessFormValues; fieldErrors: Record<string, string>; error?: string };

export async function action({ request }: Route.ActionArgs) {
  const config = getConfig();
  if (isCrossSitePost(request, config.publicUrl)) {
    return data<ActionData>({ values: businessFormValues(new FormData()), fieldErrors: {}, error: "This form must be sent from our own site." }, { status: 403 });
  }
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    return data<ActionData>({ values: businessFormValues(new FormData()), fieldErrors: {}, error: BUSINESS_MESSAGES.failed("the form must be sent as multipart/form-data") }, { status: 415 });
  }
  const { user, checkout } = await requireOnboardingAccount(request);
  const formData = await request.formData();
  try {
    const result = await submitBusinessDetails(
      { db: getDatabase(), auth: getAuth(), sendMail, storage: getStorage(), supportEmail: config.supportEmail },
      { user, plan: checkout.plan, checkoutSessionId: checkout.id, formData, headers: request.headers },
    );
    if (result.ok) return redirect("/business-success");
    const error = result.error ? BUSINESS_MESSAGES.failed(result.error) : undefined;
    return data<ActionData>({ values: result.values, fieldErrors: result.fieldErrors, error }, { status: result.status });
  } catch (error) {
    console.error("Business details could not be saved", error);
    return data<ActionData>({ values: businessFormValues(formData), fieldErrors: {}, error: BUSINESS_MESSAGES.failed() }, { status: 500 });
  }
}

export default function BusinessDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const scripted = useHydrated();
  const values: Partial<BusinessFormValues> = actionData?.values ?? { email: loaderData.email };
  const [ready, setReady] = useState(() => requiredBusinessFieldsFilled(values));
  const [pickErrors, setPickErrors] = useState<Record<string, string>>({});
  const [gallery, setGallery] = useState<boolean[]>(() => Array<boolean>(MAX_GALLERY_IMAGES).fill(false));
  const [logoChosen, setLogoChosen] = useState(false);
  const errors = { ...actionData?.fieldErrors, ...pickErrors };
  const galleryCount = gallery.filter(Boolean).length;
  const firstEmpty = gallery.indexOf(false);

  /** The browser's quick check of a picked file; a refused file is cleared from its input. */
  const pick = (input: HTMLInputElement, field: string): boolean => {
    const file = input.files?.[0];
    const problem = file ? checkPickedImage(file) : undefined;
    setPickErrors((current) => {
      const { [field]: _removed, ...rest } = current;
      return problem ? { ...rest, [field]: problem } : rest;
    });
    if (problem) input.value = "";
    return Boolean(file) && !problem;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold text-brand-800">Tell Us About Your Business</h1>
        <p className="mt-2 text-muted">Fields marked * are required. Your listing goes live after our review.</p>
      </div>
      {actionData?.error ? <ErrorAlert className="mb-6">{actionData.error}</ErrorAlert> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-8"
        onChange={(event) => setReady(requiredBusinessFieldsFilled(formTexts(event.currentTarget)))}
      >
        <Card title="Business Information">
          <FormField name="businessName" label="Business Name *" defaultValue={values.businessName} error={errors.businessName} required />
          <FormField name="email" label="Business Email *" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} required />
          <div className="space-y-1.5">
            <label htmlFor="category" className="block text-sm font-semibold text-ink">
              Category *
            </label>
            <select
              id="category"
              name="category"
              required
              defaultValue={values.category ?? ""}
              aria-invalid={errors.category ? true : undefined}
              aria-describedby={errors.category ? "category-error" : undefined}
              className="h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-700"
            >
              <option value="">Select a category</option>
              {loaderData.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
            {errors.category ? (
              <p id="category-error" className="text-sm text-red-800">
                {errors.category}
              </p>
            ) : null}
          </div>
          <FormField name="location" label="Location *" placeholder="e.g. Southall, London" defaultValue={values.location} error={errors.location} required />
          <div className="space-y-1.5">
            <label htmlFor="description" className="block text-sm font-semibold text-ink">
              Description *
            </label>
            <textarea
              id="description"
              name="description"
              rows={5}
              required
              defaultValue={values.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "description-error" : undefined}
              className="w-full rounded-lg border border-brand-200 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700"
            />
            {errors.description ? (
              <p id="description-error" className="text-sm text-red-800">
                {errors.description}
              </p>
            ) : null}
          </div>
          <FormField
            name="pricing"
            label="Pricing"
            placeholder="e.g. From £500 (leave empty for 'Enquire with vendor for custom pricing')"
            defaultValue={values.pricing}
            error={errors.pricing}
          />
        </Card>
        <Card title="Contact Details">
          <FormField name="phone" label="Phone" type="tel" autoComplete="tel" defaultValue={values.phone} error={errors.phone} />
          <FormField name="website" label="Website" type="url" placeholder="https://" defaultValue={values.website} error={errors.website} />
          <FormField
            name="socialMediaLink"
            label="Social Media Link"
            type="url"
            placeholder="https://instagram.com/yourbusiness"
            defaultValue={values.socialMediaLink}
            error={errors.socialMediaLink}
          />
        </Card>
        <Card title="Business Logo">
          <FileField
            name="logo"
            label={logoChosen ? "Logo chosen" : "Upload your logo"}
            error={errors.logo}
            onPick={(input) => setLogoChosen(pick(input, "logo"))}
          />
        </Card>
        <Card title="Business Gallery">
          <p className="text-sm text-muted" aria-live="polite">
            {galleryCounter(galleryCount)}
          </p>
          {gallery.map((filled, index) =>
            !scripted || filled || index === firstEmpty ? (
              <FileField
                key={index}
                name={`gallery${index}`}
                label={`Gallery image ${index + 1}`}
                onPick={(input) => {
                  const ok = pick(input, "gallery");
                  setGallery((current) => current.map((value, position) => (position === index ? ok : value)));
                }}
              />
            ) : null,
          )}
          {errors.gallery ? (
            <p role="alert" className="text-sm text-red-800">
              {errors.gallery}
            </p>
          ) : null}
        </Card>
        <div className="text-center">
          <Button type="submit" size="lg" disabled={submitting || (scripted && !ready)}>
            <Send aria-hidden="true" /> {submitting ? "Submitting…" : "Submit Business Details"}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The text fields of the form, for the submit button's rule. */
function formTexts(form: HTMLFormElement): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") texts[name] = value;
  return texts;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-brand-800">{title}</legend>
      {children}
    </fieldset>
  );
}

function FileField({ name, label, error, onPick }: { name: string; label: string; error?: string; onPick: (input: HTMLInputElement) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={name} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <ImagePlus className="size-4 text-brand-700" aria-hidden="true" /> {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        onChange={(event) => onPick(event.currentTarget)}
        className="block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
