import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { saveFile } from '@/lib/save-file';
import { downloadTeachersCsv } from '../api/teachers';
import { teachersMessages as m } from '../messages';

/** Download CSV (docs/product.md#admin-teachers): the teachers the search shows, as the server writes them. */
export function CsvDownloadButton({ search, disabled }: { search: string; disabled: boolean }) {
  const intl = useIntl();
  const serverText = useServerText();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadTeachersCsv(search);
      saveFile(file.blob, file.fileName ?? 'teachers.csv');
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.csvFailed), description: serverText.error(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button colorPalette="brand" size="lg" loading={busy} loadingText={intl.formatMessage(m.preparingCsv)} disabled={disabled} onClick={() => void download()}>
      {intl.formatMessage(m.downloadCsv)}
    </Button>
  );
}
