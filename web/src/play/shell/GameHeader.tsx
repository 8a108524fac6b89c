import { useState, type ReactNode } from 'react';
import { Box, Button, Grid, Heading, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { shellMessages as m } from '../messages';
import { LanguageChooser } from '@/components/language/LanguageChooser';
import { ReadAloudSwitch } from '@/components/read-aloud';
import { ExitConfirmDialog } from './ExitConfirmDialog';

/**
 * The game page header (docs/product.md#game-pages): Exit with logout confirmation (which saves the student's
 * time spent first), the page title, and page actions. `loading`: the student's document is not
 * here yet, so there is no Exit yet (its logout saves the time spent, which needs the document);
 * the row keeps the buttons' height, so nothing below moves when Exit arrives.
 */
export function GameHeader({ title, actions, loading = false }: { title: string; actions?: ReactNode; loading?: boolean }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Box as="header" bg="white/90" borderBottomWidth="4px" borderColor="brand.400" boxShadow="sm" px={{ base: 3, md: 6 }} py="2">
      {/* One column below a tablet's width (the buttons' row, the title, the page's buttons): a phone has no room for three side by side (WCAG 1.4.10). */}
      <Grid maxW="6xl" mx="auto" templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr auto 1fr' }} alignItems="center" gap={{ base: 2, md: 3 }} minH="52px">
        <HStack minW="0" flexWrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
          {!loading && (
            <Button variant="outline" colorPalette="navy" size="lg" minH="52px" bg="white" onClick={() => setConfirmOpen(true)}>
              <FormattedMessage {...m.exit} />
            </Button>
          )}
          <LanguageChooser compact />
          <ReadAloudSwitch />
        </HStack>
        <Heading as="h1" fontFamily="heading" fontWeight="900" fontSize={{ base: '2xl', md: '3xl', lg: '4xl' }} letterSpacing="wider" color="navy.900" textAlign="center">
          {title}
        </Heading>
        <HStack minW="0" flexWrap="wrap" justify={{ base: 'center', md: 'flex-end' }} gap="2">
          {actions}
        </HStack>
      </Grid>
      <ExitConfirmDialog open={confirmOpen && !loading} onOpenChange={setConfirmOpen} />
    </Box>
  );
}
