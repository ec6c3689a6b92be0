import { describe, expect, it } from "vitest";
import {
  errorAnnotation,
  errorSummary,
  escapeData,
  escapeProperty,
} from "#scripts/content/report/annotations.ts";

describe("workflow command escaping, as GitHub's toolkit does it", () => {
  it("escapes %, CR and LF in a message, and nothing else", () => {
    expect(escapeData("100% done\r\nnext: a, b")).toBe("100%25 done%0D%0Anext: a, b");
    // % first, so an escape already in the text is not read back as a character.
    expect(escapeData("%0A")).toBe("%250A");
  });

  it("also escapes : and , in a property value", () => {
    expect(escapeProperty("Content error: a, b\n50%")).toBe("Content error%3A a%2C b%0A50%25");
  });
});

describe("a content error as an annotation", () => {
  it("names the file, the line and a title with the field; the message is the data", () => {
    expect(
      errorAnnotation({ file: "content/modules/logos.md", line: 4, field: "title", message: "is required" }),
    ).toBe("::error file=content/modules/logos.md,line=4,title=Content error%3A title::is required");
  });

  it("escapes the file name, the field and the message", () => {
    expect(
      errorAnnotation({
        file: "content/blog/a,b.md",
        line: 12,
        field: "links.0",
        message: 'links to "/x:y", which is 100% missing\nsee the list',
      }),
    ).toBe(
      '::error file=content/blog/a%2Cb.md,line=12,title=Content error%3A links.0::links to "/x:y", which is 100%25 missing%0Asee the list',
    );
  });

  it("gives no line when the error has none, and never a column", () => {
    const annotation = errorAnnotation({ file: "content/site.yaml", line: 0, field: "file", message: "x" });
    expect(annotation).toBe("::error file=content/site.yaml,title=Content error%3A file::x");
  });
});

describe("the step summary", () => {
  it("heads every error with the count, each as the CLI prints it", () => {
    const summary = errorSummary([
      { file: "content/modules/logos.md", line: 2, field: "title", message: "is required" },
      { file: "content/blog/post.md", line: 9, field: "body", message: "links to /nowhere" },
    ]);
    expect(summary).toBe(
      [
        "### 2 content errors",
        "",
        "Each is `file:line field: message`; the annotations show only the first 10.",
        "",
        "```text",
        "content/modules/logos.md:2 title: is required",
        "content/blog/post.md:9 body: links to /nowhere",
        "```",
        "",
      ].join("\n"),
    );
  });

  it("says error for one, and fences off backticks in a message", () => {
    const summary = errorSummary([
      { file: "content/faq.yaml", line: 3, field: "answer", message: "has ``` in it" },
    ]);
    expect(summary.split("\n")).toEqual([
      "### 1 content error",
      "",
      "Each is `file:line field: message`; the annotations show only the first 10.",
      "",
      "````text",
      "content/faq.yaml:3 answer: has ``` in it",
      "````",
      "",
    ]);
  });
});
