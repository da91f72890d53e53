import { Mail } from "lucide-react";
import type { Route } from "./+types/dev.outbox";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { listOutbox } from "~/modules/mail/outbox.server";

// The development outbox (decision 010): the mails the app would have sent, newest first. Not in production,
// unless DEV_OUTBOX=on and no SMTP server is configured (config.server.ts).

export function meta() {
  return [{ title: "Development outbox | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader() {
  if (!getConfig().devOutbox) throw new Response("Not Found", { status: 404 });
  const mails = await listOutbox(getDatabase());
  return {
    mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
  };
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain-text body with its web addresses as links, so a verification link can be followed. */
function LinkedText({ text }: { text: string }) {
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm text-ink">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">Development outbox</h1>
      <p className="mt-2 text-muted">
        Mails are kept here instead of being sent, because no SMTP server is configured (SMTP_URL). Newest first.
      </p>
      {mails.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-brand-100">The outbox is empty.</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article className="rounded-2xl bg-white p-6 ring-1 ring-brand-100" aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} className="flex items-center gap-2 text-xl font-bold">
                  <Mail className="size-5 text-brand-700" aria-hidden="true" /> {mail.subject}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                  <dt>To</dt>
                  <dd className="text-ink">{mail.to}</dd>
                  <dt>From</dt>
                  <dd className="text-ink">{mail.from}</dd>
                  {mail.replyTo ? (
                    <>
                      <dt>Reply-To</dt>
                      <dd className="text-ink">{mail.replyTo}</dd>
                    </>
                  ) : null}
                  <dt>Date</dt>
                  <dd className="text-ink">
                    <time dateTime={mail.createdAt}>{mail.createdAt.replace("T", " ").slice(0, 19)} UTC</time>
                  </dd>
                </dl>
                <h3 className="mt-4 text-sm font-semibold">Plain text</h3>
                <div className="mt-1 rounded-lg bg-cream p-4">
                  <LinkedText text={mail.text} />
                </div>
                <h3 className="mt-4 text-sm font-semibold">HTML</h3>
                {/* No scripts, forms or same-origin access; links open in a new tab. */}
                <iframe
                  title={`HTML body of “${mail.subject}”`}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={`<base target="_blank">${mail.html}`}
                  className="mt-1 h-96 w-full rounded-lg border border-brand-100 bg-white"
                />
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
