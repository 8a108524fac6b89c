import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toaster } from '@/components/ui/toaster';
import { downloadTeachersCsv } from '../api/teachers';

/** Saves a file the page already holds, as a download (a link cannot send the ID token itself). */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once click() returns; free the memory on the next turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Download CSV (spec point 6): the teachers the search shows, as the server writes them. */
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
