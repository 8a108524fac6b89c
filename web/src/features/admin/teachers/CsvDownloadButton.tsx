import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toaster } from '@/components/ui/toaster';
import { saveFile } from '@/lib/save-file';
import { downloadTeachersCsv } from '../api/teachers';

/** Download CSV (docs/product.md#admin-teachers): the teachers the search shows, as the server writes them. */
export function CsvDownloadButton({ search, disabled }: { search: string; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadTeachersCsv(search);
      saveFile(file.blob, file.fileName ?? 'teachers.csv');
    } catch (error) {
      toaster.create({ type: 'error', title: 'The CSV could not be downloaded.', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="brand" size="lg" loading={busy} loadingText="Preparing CSV" disabled={disabled} onClick={() => void download()}>
      Download CSV
    </Button>
  );
}
