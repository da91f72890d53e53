import { FileSpreadsheet, Search } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { FileField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";
import { CSV_ACCEPT, CSV_MESSAGES } from "~/modules/imports/csv-messages";

// Step 1 of the CSV import (docs/product/admin.md#csv-import "choosing a file shows a preview"): with
// JavaScript, choosing a file sends it for the preview at once; without it, 'Preview import' does. The server
// checks the file again whatever the browser says.

const looksLikeCsv = (file: File) => file.type === "text/csv" || /\.csv$/i.test(file.name);

/** The file form: one CSV file, posted with `intent=preview`; `error` is shown under the field. */
export function CsvUploadForm({ error }: { error?: string }) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const previewing = navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    if (!looksLikeCsv(file)) {
      event.currentTarget.value = "";
      showToast({ title: CSV_MESSAGES.invalidFile.title, description: CSV_MESSAGES.invalidFile.message, variant: "error" });
      return;
    }
    if (form.current) void submit(form.current);
  }

  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="space-y-4">
      <input type="hidden" name="intent" value="preview" />
      <FileField
        name="file"
        label="CSV file"
        icon={<FileSpreadsheet className="size-4" aria-hidden="true" />}
        accept={CSV_ACCEPT}
        required
        error={error}
        onChange={onFileChosen}
      />
      <Button type="submit" variant="outline" disabled={previewing}>
        <Search aria-hidden="true" /> {previewing ? "Reading the file…" : "Preview import"}
      </Button>
    </Form>
  );
}
