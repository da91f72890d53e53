import type { Route } from "./+types/api.webhooks.inbound-mail";
import { getConfig } from "~/config.server";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { receiveReplyByMail } from "~/modules/conversations/replies-by-mail.server";
import { AppError } from "~/modules/errors/app-error";
import { jsonError } from "~/modules/http/json-responses";
import { errorCode } from "~/modules/logging/error-code";
import { logError, logWarning } from "~/modules/logging/logger.server";
import { readMailgunInbound } from "~/modules/mail/mailgun-inbound.server";

/**
 * Mailgun's forward of a reply to a conversation mail (decision 058). Mailgun retries any answer but 200 and 406
 * for 8 hours, so the answers follow its protocol rather than the app's error statuses: 200 when the reply is
 * stored or deliberately dropped (empty, automatic, already stored, a closed conversation); 401 for a wrong signature (retried, so mail
 * survives while a rotated key is being fixed); 406 for every other refusal, which no retry can change (stale,
 * replayed, unknown or revoked address, enquiry not delivered, rate limit, replies by mail off); 500 for a failure
 * of ours, which Mailgun retries. The signature is the sender's proof, so the same-origin guard does not apply.
 * Logs ids and reasons only, never addresses or text.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const settings = getConfig().inboundMail;
  if (!settings.domain) return refused(new AppError("not_found", "Replies by mail are not set up"));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(new AppError("invalid", "Expected a form post"));
  }
  try {
    const result = await receiveReplyByMail(notificationDepsFromConfig(), settings, readMailgunInbound(form));
    if (result.outcome === "dropped") logWarning("A reply by mail was dropped", undefined, { reason: result.reason });
    return Response.json(result.outcome === "stored" ? { stored: true } : { stored: false, reason: result.reason }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return refused(error);
    // The error's text could carry the reply (a failed statement's parameters): its code only.
    logError("A reply by mail could not be stored", undefined, { code: errorCode(error) });
    return jsonError(500, "The reply could not be stored");
  }
}

/** The answer to a refused post: 401 for a wrong signature, else 406 (Mailgun does not retry it). */
function refused(error: AppError): Response {
  logWarning("A reply by mail was refused", undefined, { code: error.code, reason: error.message });
  return jsonError(error.code === "unauthorized" ? 401 : 406, error.message);
}

export function loader() {
  return jsonError(405, "Method not allowed");
}
