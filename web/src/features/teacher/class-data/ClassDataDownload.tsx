import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { classExportFileName, type ClassExportFormat } from '@rink/common';
import { AppDialog } from '@/components/ui/AppDialog';
import { toaster } from '@/components/ui/toaster';
import { saveFile } from '@/lib/save-file';
import { downloadClassData } from '../api/students';

const CHOICES: Array<{ format: ClassExportFormat; label: string; busyLabel: string; what: string }> = [
  { format: 'csv', label: 'Download CSV', busyLabel: 'Preparing CSV', what: 'A spreadsheet: one row per student with their level, time played, season record and money.' },
  {
    format: 'json',
    label: 'Download JSON',
    busyLabel: 'Preparing JSON',
    what: 'Everything the game holds about each student (every season, decision and debrief) and your profile, for keeping or for another system.',
  },
];

/**
 * "Download Class Data" (docs/privacy.md): the teacher's own class as a CSV or a JSON file. The
 * server writes both; the page saves the answer through a Blob URL, which the CSP's connect-src does not govern.
 */
export function ClassDataDownload() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ClassExportFormat | null>(null);

  const download = async (format: ClassExportFormat) => {
    setBusy(format);
    try {
      const file = await downloadClassData(format);
      saveFile(file.blob, file.fileName ?? classExportFileName(format));
      setOpen(false);
    } catch (error) {
      toaster.create({ type: 'error', title: 'The class data could not be downloaded.', description: error instanceof Error ? error.message : String(error) });
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
      closeLabel="Close"
      title="Download Class Data"
      description="Every student of your class, as a file on this computer. Keep it somewhere safe: it holds your students' names and usernames."
      trigger={
        <Button colorPalette="navy" variant="outline" borderColor="navy.300" borderWidth="2px" size="sm">
          Download Class Data
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
              loadingText={choice.busyLabel}
              disabled={busy !== null && busy !== choice.format}
              onClick={() => void download(choice.format)}
            >
              {choice.label}
            </Button>
            <Text color="navy.700">{choice.what}</Text>
          </Stack>
        ))}
      </Stack>
    </AppDialog>
  );
}
