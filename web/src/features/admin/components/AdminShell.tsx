import { useState, type ReactNode } from 'react';
import { Box, Button, Container, Grid, Heading, HStack, Text } from '@chakra-ui/react';
import { LogoutConfirmDialog } from '@/components/session/LogoutConfirmDialog';
import { programmeLogoBackdrop } from '@/first-screens/plain/PageShell';
import { LanguageChooser } from '@/components/language/LanguageChooser';
import { LinkButton } from '@/components/ui/LinkButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIntl } from 'react-intl';
import { shellMessages } from '../messages';

interface Props {
  /** The page's name: the h1 in the header and the document title. */
  title: string;
  /** Where Go Back leads: the page above this one (a fixed place, so it works after a reload too). */
  backTo: string;
  /** Go Back unless given. */
  backLabel?: string;
  children: ReactNode;
}

/**
 * The frame of every admin page (docs/product.md#admin-console): a header with Go Back, the page title
 * and Logout (with the app's logout confirmation), then the page on a wide background with the
 * programme logo, faint and still behind the tables, as on every screen but the dashboard.
 */
export function AdminShell({ title, backTo, backLabel, children }: Props) {
  const intl = useIntl();
  useDocumentTitle(title);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <Box minH="100dvh" bg="ice" position="relative" _before={programmeLogoBackdrop('fixed')}>
      <Box as="header" position="relative" bg="white" borderBottomWidth="4px" borderColor="brand.400" boxShadow="sm" px={{ base: 3, md: 6 }} py="2">
        {/* Narrower than a tablet the title takes a row of its own under Go Back and the actions,
            which would otherwise overlap it (WCAG 1.4.10). */}
        <Grid
          maxW="6xl"
          mx="auto"
          templateColumns={{ base: 'auto 1fr', md: '1fr auto 1fr' }}
          templateAreas={{ base: '"back actions" "title title"', md: '"back title actions"' }}
          alignItems="center"
          gap="3"
        >
          <HStack minW="0" gridArea="back">
            <LinkButton to={backTo} variant="outline" colorPalette="navy" size="lg" minH="52px" bg="white">
              {backLabel ?? intl.formatMessage(shellMessages.goBack)}
            </LinkButton>
          </HStack>
          <Box textAlign="center" gridArea="title">
            <Text fontSize="sm" fontWeight="800" letterSpacing="widest" textTransform="uppercase" color="brand.700">
              {intl.formatMessage(shellMessages.brand)}
            </Text>
            <Heading as="h1" fontFamily="heading" fontWeight="900" fontSize={{ base: '2xl', md: '3xl' }} color="navy.900">
              {title}
            </Heading>
          </Box>
          <HStack minW="0" gridArea="actions" justify="flex-end" flexWrap="wrap">
            <LanguageChooser compact />
            <Button variant="outline" colorPalette="navy" size="lg" minH="52px" bg="white" onClick={() => setConfirmOpen(true)}>
              {intl.formatMessage(shellMessages.logout)}
            </Button>
          </HStack>
        </Grid>
      </Box>
      <Container as="main" position="relative" maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }}>
        {children}
      </Container>
      <LogoutConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
    </Box>
  );
}
