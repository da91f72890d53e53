import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REPLY_MESSAGES, type OwnReview } from "~/modules/reviews/review-replies";
import VendorReviewsPage from "~/routes/vendor-reviews";

const review = (overrides: Partial<OwnReview>): OwnReview => ({
  id: 1,
  rating: 4,
  title: "Beautiful bridal mehndi",
  body: "Line one\nLine two",
  authorName: "Amira",
  eventMonth: "2026-08",
  status: "visible",
  reportCount: 0,
  reply: null,
  repliedAt: null,
  createdAt: new Date("2026-09-01T10:00:00Z"),
  ...overrides,
});

function render(reviews: OwnReview[], actionData?: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = VendorReviewsPage as any;
  const Stub = createRoutesStub([{ id: "reviews", path: "/vendor-dashboard/reviews", Component: Page, loader: () => ({ reviews }) }]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={["/vendor-dashboard/reviews"]}
      hydrationData={{ loaderData: { reviews: { reviews } }, actionData: actionData ? { reviews: actionData } : undefined }}
    />,
  );
}

describe("the portal's Reviews page", () => {
  it("shows each review with its rating, event month and marks, and a reply form only while it has no reply", () => {
    const html = render([
      review({ id: 1, reportCount: 2 }),
      review({ id: 2, title: "Answered already", status: "hidden", reply: "Thank you!", repliedAt: new Date("2026-09-02T10:00:00Z") }),
    ]);
    expect(html).toContain("Rated 4 out of 5");
    expect(html).toContain("event in August 2026");
    expect(html.match(/> Reported<\/span>/g)).toHaveLength(1);
    expect(html).toContain("Hidden by a moderator");
    expect(html.match(/name="reply"/g)).toHaveLength(1);
    expect(html).toMatch(/<input type="hidden" name="reviewId" value="1"\/>/);
    expect(html).toMatch(/<label for="reply-1"[^>]*>Your public reply<\/label>/);
    expect(html).toContain('maxLength="2000"');
    expect(html).toContain("Your reply");
    expect(html).toContain("Thank you!");
  });

  it("shows the review's and the reply's markup as text, never as HTML", () => {
    const html = render([review({ body: "<img src=x onerror=alert(1)>", reply: "<b>bold</b>", repliedAt: new Date() })]);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<b>bold</b>");
  });

  it("places the success message and a refusal with the review they concern", () => {
    const done = render([review({ id: 5, reply: "Thanks", repliedAt: new Date() })], { reviewId: 5, toast: { title: REPLY_MESSAGES.published, variant: "success" } });
    expect(done).toMatch(new RegExp(`<p role="status"[^>]*>${REPLY_MESSAGES.published}</p>`));
    const refused = render([review({ id: 6 })], {
      values: { reviewId: "6", reply: "Too long text" },
      fieldErrors: { reply: REPLY_MESSAGES.tooLong },
      formError: { message: "Please correct the highlighted fields." },
    });
    expect(refused).toContain(REPLY_MESSAGES.tooLong);
    expect(refused).toMatch(/aria-invalid="true"[^>]*>Too long text<\/textarea>/);
  });

  it("says so when there are no reviews yet", () => {
    expect(render([])).toContain("No reviews yet");
  });
});
