import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { classExportFileName, type ClassExportFormat } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { toaster } from '@/components/ui/toaster';
import { useServerText } from '@/i18n/server-text';
import { saveFile } from '@/lib/save-file';
import { downloadClassData } from '../api/students';
import { downloadMessages as m } from './messages';

const CHOICES: Array<{ format: ClassExportFormat; label: MessageDescriptor; busyLabel: MessageDescriptor; what: MessageDescriptor }> = [
  { format: 'csv', label: m.csv, busyLabel: m.csvBusy, what: m.csvWhat },
  { format: 'json', label: m.json, busyLabel: m.jsonBusy, what: m.jsonWhat },
];

/**
 * "Download Class Data" (docs/privacy.md): the teacher's own class as a CSV or a JSON file. The
 * server writes both; the page saves the answer through a Blob URL, which the CSP's connect-src does not govern.
 */
export function ClassDataDownload() {
  const intl = useIntl();
  const serverText = useServerText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ClassExportFormat | null>(null);

  const download = async (format: ClassExportFormat) => {
    setBusy(format);
    try {
      const file = await downloadClassData(format);
      saveFile(file.blob, file.fileName ?? classExportFileName(format));
      setOpen(false);
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(m.failed), description: serverText.error(error) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy !== null}
      size="md"
      closeLabel={intl.formatMessage(m.close)}
      title={intl.formatMessage(m.title)}
      description={intl.formatMessage(m.description)}
      trigger={
        <Button colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" size="sm">
          {intl.formatMessage(m.title)}
        </Button>
      }
    >
      <Stack gap="4">
        {CHOICES.map((choice) => (
          <Stack key={choice.format} gap="1">
            <Button
              colorPalette="brand"
              size="lg"
              alignSelf="start"
              loading={busy === choice.format}
              loadingText={intl.formatMessage(choice.busyLabel)}
              disabled={busy !== null && busy !== choice.format}
              onClick={() => void download(choice.format)}
            >
              {intl.formatMessage(choice.label)}
            </Button>
            <Text color="navy.700">{intl.formatMessage(choice.what)}</Text>
          </Stack>
        ))}
      </Stack>
    </AppDialog>
  );
}
