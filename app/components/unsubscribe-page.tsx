import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

// The page behind every unsubscribe link (decisions 087, 094): it only asks until its button is pressed, so a
// link scanner opening the address stops nothing; the button posts to the same address as a mail client's
// one-click unsubscribe does.

/**
 * Either the question with its confirm button, or, once stopped, the sentence saying so. Input: the heading, whether
 * the mail is already stopped, what to ask and what to say when stopped, the button's label, a link onwards.
 */
export function UnsubscribePage(props: {
  heading: string;
  stopped: boolean;
  question: ReactNode;
  stoppedMessage: ReactNode;
  button: string;
  onwards: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-14 text-center">
      <h1 className="text-3xl font-bold text-brand-800">{props.heading}</h1>
      {props.stopped ? (
        <p className="mt-4 text-lg" role="status">
          {props.stoppedMessage}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">{props.question}</p>
          <Form method="post" className="mt-6">
            <Button type="submit">{props.button}</Button>
          </Form>
        </>
      )}
      <p className="mt-8">
        <Link to={props.onwards.to} className="text-brand-700 underline">
          {props.onwards.label}
        </Link>
      </p>
    </section>
  );
}
