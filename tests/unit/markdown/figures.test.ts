import { describe, expect, it } from "vitest";
import { renderMarkdown } from "#scripts/content/markdown/render.ts";

describe("figures", () => {
  it("turn a titled picture on its own line into a figure with its title as caption", () => {
    expect(renderMarkdown('![A press](/images/press.png "Our six-head press")').html).toBe(
      '<figure><img src="/images/press.png" alt="A press"><figcaption>Our six-head press</figcaption></figure>',
    );
  });

  it("leave pictures without a title, or inside a sentence, as they are", () => {
    expect(renderMarkdown("![A press](/images/press.png)").html).toBe(
      '<p><img src="/images/press.png" alt="A press"></p>',
    );
    expect(renderMarkdown('See ![A press](/images/press.png "Six heads") here.').html).toContain(
      'title="Six heads"',
    );
  });
});
