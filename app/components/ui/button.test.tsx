import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "~/components/ui/button";

describe("Button", () => {
  it("is a primary, medium button by default and keeps a caller's classes and attributes", () => {
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toBe('<button class="btn btn-primary btn-md" type="submit">Send</button>');
    expect(renderToStaticMarkup(<Button variant="outline" size="lg" className="mt-6" disabled>Go</Button>)).toBe(
      '<button class="btn btn-outline btn-lg mt-6" disabled="">Go</button>',
    );
  });

  it("styles its one child as the button with asChild, the button's classes first", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="gold" className="mt-6" data-testid="cta">
        <a href="/onboarding" className="w-full">
          List Your Business
        </a>
      </Button>,
    );
    expect(html).toBe('<a href="/onboarding" class="btn btn-gold btn-md mt-6 w-full" data-testid="cta">List Your Business</a>');
  });

  it("runs the child's handler, then the button's, when both have one", () => {
    const calls: string[] = [];
    const own = vi.fn(() => calls.push("child"));
    const slot = vi.fn(() => calls.push("button"));
    const element = Button({ asChild: true, onClick: slot, children: <a href="/" onClick={own} /> }) as React.ReactElement<{ onClick: () => void }>;
    element.props.onClick();
    expect(calls).toEqual(["child", "button"]);
  });
});
