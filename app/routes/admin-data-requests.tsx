import { ClipboardList } from "lucide-react";
import { useMemo } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-data-requests";
import { DataRequestCard } from "~/components/admin/data-request-card";
import { FormField, SelectField, TextAreaField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { DATA_REQUEST_MESSAGES, KIND_LABELS, type DataRequestValues } from "~/modules/data-requests/data-request-rules";
import { accountKinds, closeWithoutAccount, listDataRequests, logDataRequest } from "~/modules/data-requests/data-requests.server";
import { eraseForRequest } from "~/modules/data-requests/fulfil-data-request.server";
import { AppError } from "~/modules/errors/app-error";
import { textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// The admin's 'Data requests' (docs/product/admin.md#data-requests; decision 093): requests for a copy of one's
// data or its erasure received by email, logged, answered within a month with the person's own export or erasure.

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta() {
  return [{ title: "Data requests | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const db = getDatabase();
    const requests = await listDataRequests(db);
    return data(
      {
        today: ukDay(now()),
        accounts: await accountKinds(db, requests),
        requests: requests.map((row) => ({ ...row, closedAt: row.closedAt?.toISOString() ?? null })),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    throwRouteError(error);
  }
}

const EMPTY: DataRequestValues = { email: "", kind: "", receivedOn: "", note: "" };

/**
 * By `intent`: 'log' logs a request from the form (answers `{ done }`, or the form's values with a message per
 * field); 'erase' erases the account of request `requestId` once `confirm=yes`; 'no-account' closes it as 'no
 * account found'. Admins only, same origin first; an unknown request id answers 404.
 */
export async function action({ request }: Route.ActionArgs) {
  // Only the log form has values to show again; the other intents' forms are a button.
  let values: DataRequestValues | Record<string, never> = {};
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const form = await request.formData();
    const intent = textField(form, "intent");
    const db = getDatabase();
    if (intent === "log") {
      values = { email: textField(form, "email"), kind: textField(form, "kind"), receivedOn: textField(form, "receivedOn"), note: textField(form, "note") };
      await logDataRequest(db, admin, values, now());
      return data({ done: DATA_REQUEST_MESSAGES.logged }, { headers: NO_STORE });
    }
    const requestId = textField(form, "requestId");
    if (intent === "no-account") {
      await closeWithoutAccount(db, admin, requestId, now());
      return data({ done: DATA_REQUEST_MESSAGES.closedNoAccount }, { headers: NO_STORE });
    }
    if (intent !== "erase") throw new AppError("invalid", "Choose what to do with the request.");
    const { publicUrl, supportEmail } = getConfig();
    const erased = await eraseForRequest(
      db,
      admin,
      requestId,
      { confirmed: textField(form, "confirm") === "yes", deleteReviews: textField(form, "deleteReviews") === "yes" },
      { provider: getBillingProvider(), mail: { sendMail, signInUrl: `${publicUrl}/vendor-auth`, supportEmail } },
      now(),
    );
    return data({ done: erased.account === "couple" ? DATA_REQUEST_MESSAGES.erased : DATA_REQUEST_MESSAGES.deletionStarted }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "A data request action failed", message: { message: DATA_REQUEST_MESSAGES.failed } });
  }
}

function LogForm({ failure, today, busy }: { failure: FormFailure<DataRequestValues> | undefined; today: string; busy: boolean }) {
  const values = failure?.values ?? EMPTY;
  const errors = failure?.fieldErrors ?? {};
  // A new key after each answer empties the fields once a request is logged, and keeps them after a refusal.
  return (
    <Form method="post" className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value="log" />
      <FormField name="email" type="email" label="Requester's email" autoComplete="off" defaultValue={values.email} error={errors.email} />
      <SelectField name="kind" label="They asked for" defaultValue={values.kind} error={errors.kind}>
        <option value="">Choose…</option>
        {Object.entries(KIND_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <FormField name="receivedOn" type="date" label="Received on" max={today} defaultValue={values.receivedOn || today} error={errors.receivedOn} />
      <TextAreaField name="note" label="Note (optional)" rows={2} maxLength={1000} defaultValue={values.note} error={errors.note} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <ClipboardList aria-hidden="true" /> Log request
        </Button>
      </div>
    </Form>
  );
}

export default function AdminDataRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, accounts, today } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<Partial<DataRequestValues>>) : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const logFailure = failure && "email" in failure.values ? (failure as FormFailure<DataRequestValues>) : undefined;
  const toast = useMemo<ToastMessage | undefined>(() => (done ? { title: done, variant: "success" } : undefined), [done]);
  useActionToast(toast);
  return (
    <section aria-labelledby="data-requests-heading" className="space-y-6">
      <div>
        <h2 id="data-requests-heading" className="text-2xl font-semibold text-brand-800">
          Data requests
        </h2>
        <p className="mt-1 text-sm text-muted">
          Requests for a copy of someone's data or for its erasure, received by email. Each must be answered within one month of the day it arrived.
        </p>
      </div>
      {done ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {done}
        </p>
      ) : null}
      {failure ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
      <LogForm key={done ?? "form"} failure={logFailure} today={today} busy={busy} />
      {requests.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">No requests logged yet.</p>
      ) : (
        <ul className="space-y-4" aria-label="Requests, newest first">
          {requests.map((row) => (
            <li key={row.id}>
              <DataRequestCard request={row} account={accounts[row.id]} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
