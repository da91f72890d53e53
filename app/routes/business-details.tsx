import { useState, type ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/business-details";
import { FileField, FormField, SelectField, TextAreaField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { PlaceField } from "~/components/place-field";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { requireOnboardingAccount } from "~/modules/onboarding/onboarding-access.server";
import { listCategories } from "~/modules/categories/categories.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { checkPickedImage, galleryCounter, IMAGE_INPUT_ACCEPT, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { getStorage } from "~/modules/storage/storage.server";
import { BUSINESS_MESSAGES, requiredBusinessFieldsFilled, type BusinessFormValues } from "~/modules/onboarding/business-form";
import { imagePickToast } from "~/modules/onboarding/business-notices";
import { businessFormValues, readBusinessForm, submitBusinessDetails } from "~/modules/onboarding/submit-business.server";

export function meta() {
  return [{ title: "Business Details | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const { user } = await requireOnboardingAccount(request);
    const categories = await listCategories(getDatabase());
    // A signed-in page with the account's email: never kept by a shared cache (decision 011).
    return data(
      { email: user.email, categories: categories.map(({ id, name }) => ({ id, name })) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * The business details form (docs/product/vendor-journey-and-portal.md#business-details): same-origin check before anything else, then the account and its plan,
 * then the submission. Every refusal comes back as a {@link FormFailure} with the values kept; unexpected
 * failures as 'Failed to submit business details: Unknown error' (docs/product/vendor-journey-and-portal.md#business-details).
 */
export async function action({ request }: Route.ActionArgs) {
  let values = businessFormValues(new FormData());
  try {
    requireSameOrigin(request);
    const { user, checkout } = await requireOnboardingAccount(request);
    const formData = await readBusinessForm(request);
    values = businessFormValues(formData);
    await submitBusinessDetails(
      { db: getDatabase(), auth: getAuth(), sendMail, storage: getStorage(), supportEmail: getConfig().supportEmail },
      { user, plan: checkout.plan, checkoutSessionId: checkout.id, formData, headers: request.headers },
    );
    return redirect("/business-success");
  } catch (error) {
    return formFailure(error, values, { log: "Business details could not be saved", message: { message: BUSINESS_MESSAGES.failed() } });
  }
}

export default function BusinessDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const scripted = useHydrated();
  const failure: FormFailure<BusinessFormValues> | undefined = actionData;
  const values: Partial<BusinessFormValues> = failure?.values ?? { email: loaderData.email };
  const [ready, setReady] = useState(() => requiredBusinessFieldsFilled(values));
  const [pickErrors, setPickErrors] = useState<Record<string, string>>({});
  const [gallery, setGallery] = useState<boolean[]>(() => Array<boolean>(MAX_GALLERY_IMAGES).fill(false));
  const [logoChosen, setLogoChosen] = useState(false);
  const errors = { ...failure?.fieldErrors, ...pickErrors };
  const galleryCount = gallery.filter(Boolean).length;
  const firstEmpty = gallery.indexOf(false);

  /**
   * The browser's quick check of a picked file; a refused file is cleared from its input. The images travel
   * with the form, so the spec's upload toasts (docs/product/vendor-journey-and-portal.md#business-details) confirm or refuse the pick.
   */
  const pick = (input: HTMLInputElement, field: "logo" | "gallery"): boolean => {
    const file = input.files?.[0];
    const problem = file ? checkPickedImage(file) : undefined;
    setPickErrors((current) => {
      const { [field]: _removed, ...rest } = current;
      return problem ? { ...rest, [field]: problem } : rest;
    });
    if (problem) input.value = "";
    if (file) showToast(imagePickToast(field, !problem));
    return Boolean(file) && !problem;
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon name="building-complex" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold text-brand-800">Tell Us About Your Business</h1>
        <p className="mt-2 text-muted">Fields marked * are required. Your listing goes live after our review.</p>
      </div>
      <FormErrorAlert error={failure?.formError} className="mb-6" />
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
          <SelectField name="category" label="Category *" required defaultValue={values.category ?? ""} error={errors.category}>
            <option value="">Select a category</option>
            {loaderData.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <PlaceField label="Location *" placeholder="e.g. Southall, London" defaultValue={values.location} error={errors.location} required />
          <TextAreaField name="description" label="Description *" rows={5} required defaultValue={values.description} error={errors.description} />
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
          <ImageField
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
              <ImageField
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
            <Icon name="send" /> {submitting ? "Submitting…" : "Submit Business Details"}
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

/** An image input of this form: the shared file field with the image icon and the accepted types. */
function ImageField({ name, label, error, onPick }: { name: string; label: string; error?: string; onPick: (input: HTMLInputElement) => void }) {
  return (
    <FileField
      name={name}
      label={label}
      icon={<Icon name="image-plus" className="size-4 text-brand-700" />}
      accept={IMAGE_INPUT_ACCEPT}
      error={error}
      onChange={(event) => onPick(event.currentTarget)}
    />
  );
}
