// The Chakra elements whose look the plain components wear (plain/plain-classes.ts): each carries the rm- class
// of its name, and plain-css.tsx turns the rules Chakra makes for it into rules for that class. Only
// the build (and its test) renders this file; the app never imports it. Each element here has
// the props its Chakra original had before it became plain (docs/decisions.md#d78).
import { Alert, Box, Button, Center, chakra, Container, Field, Flex, Heading, HStack, Image, Input, Link, Span, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { programmeLogoBackdrop } from '@/first-screens/plain/PageShell';
import { ownClass, type PlainName } from '@/first-screens/plain/plain-classes';

const mark = (name: PlainName) => ({ className: ownClass(name) });
const focusOutline = { outline: '3px solid', outlineColor: 'navy.900', outlineOffset: '2px' } as const;

/** The look of a LinkButton (components/ui/LinkButton.tsx): a Button drawn as its <a>. */
function LinkButtonSpecimen({ name, ...props }: { name: PlainName } & Parameters<typeof Button>[0]) {
  return (
    <Button asChild type={undefined} {...props} {...mark(name)}>
      <a href="/">{name}</a>
    </Button>
  );
}

function AlertSpecimen({ name, status }: { name: PlainName; status: 'error' | 'warning' | 'info' | 'success' }) {
  return (
    <Alert.Root status={status} role="alert" tabIndex={-1} borderRadius="xl" fontSize="md" _focusVisible={focusOutline} {...mark(name)}>
      <Alert.Indicator {...mark('alertIndicator')} />
      <Alert.Content {...mark('alertContent')}>
        <Alert.Title fontSize="md" fontWeight="bold" {...mark('alertTitle')}>
          {status}
        </Alert.Title>
        <Alert.Description {...mark('alertDescription')}>{status}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function Specimens() {
  return (
    <>
      {/* PageShell */}
      <Box as="main" position="relative" minH="100dvh" bgGradient="to-b" gradientFrom="white" gradientTo="ice" _before={programmeLogoBackdrop('absolute')} {...mark('shell')}>
        <Container position="relative" maxW="3xl" py={{ base: 8, md: 16 }} px={{ base: 5, md: 8 }} {...mark('shellContainer')} />
      </Box>

      {/* LandingPage (the route /dashboard) */}
      <Box as="main" minH="100dvh" bgGradient="to-b" gradientFrom="brand.50" gradientTo="ice" {...mark('dashMain')} />
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        align="center"
        justify="center"
        gap={{ base: 6, lg: 20 }}
        minH="100dvh"
        maxW="6xl"
        mx="auto"
        px={{ base: 5, md: 8 }}
        py={{ base: 8, md: 12 }}
        {...mark('dashRow')}
      />
      <Image src="/" alt="" width={{ base: '11rem', md: '14rem', lg: '24rem' }} height="auto" flexShrink={0} {...mark('dashLogo')} />
      <Stack gap={{ base: 6, md: 8 }} align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'start' }} maxW="30rem" {...mark('dashBody')} />
      <Stack gap={3} {...mark('dashHeader')} />
      <Heading as="h1" size={{ base: '5xl', md: '6xl' }} color="navy.800" letterSpacing="tight" {...mark('dashTitle')} />
      <Text fontSize={{ base: 'xl', md: '2xl' }} color="navy.700" {...mark('dashLead')} />
      <Stack as="nav" gap={4} width="full" maxW="22rem" {...mark('dashNav')} />
      <LinkButtonSpecimen name="dashStudent" size="2xl" colorPalette="orange" width="full" boxShadow="md" />
      <LinkButtonSpecimen name="dashTeachers" size="2xl" colorPalette="brand" width="full" boxShadow="md" />
      <LinkButtonSpecimen name="dashRegistration" size="2xl" colorPalette="navy" width="full" boxShadow="md" />
      <Link asChild fontSize="lg" fontWeight="semibold" color="navy.700" textDecoration="underline" {...mark('dashAdmin')}>
        <a href="/">admin</a>
      </Link>

      {/* AuthCard */}
      {(['authCard', 'authCardWide'] as const).map((name) => (
        <Stack
          key={name}
          gap={{ base: 5, md: 6 }}
          bg="white/95"
          borderRadius="3xl"
          borderWidth="2px"
          borderColor="brand.100"
          boxShadow="lg"
          px={{ base: 5, md: 10 }}
          py={{ base: 7, md: 10 }}
          mx="auto"
          maxW={name === 'authCardWide' ? '3xl' : 'lg'}
          width="full"
          {...mark(name)}
        />
      ))}
      <Stack gap={2} textAlign="center" {...mark('authHeader')} />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="navy.800" letterSpacing="tight" {...mark('authTitle')} />
      <Text fontSize="lg" color="navy.700" {...mark('authIntro')} />

      {/* FormAlert */}
      <AlertSpecimen name="alertError" status="error" />
      <AlertSpecimen name="alertWarning" status="warning" />
      <AlertSpecimen name="alertInfo" status="info" />
      <AlertSpecimen name="alertSuccess" status="success" />
      {/* The indicator's icons (Chakra's InfoIcon, WarningIcon, CheckCircleIcon: their stroke and fill are style props). */}
      <chakra.svg viewBox="0 0 24 24" stroke="currentColor" fill="currentColor" strokeWidth="0" {...mark('alertIcon')} />

      {/* LoginForm, with its two TextFields (components/ui/TextField.tsx) */}
      <Stack gap={5} {...mark('loginFields')} />
      <Field.Root {...mark('field')}>
        <Field.Label fontSize="md" fontWeight="semibold" color="navy.800" {...mark('fieldLabel')}>
          label
        </Field.Label>
        <Input size="lg" bg="white" borderColor="field.border" borderWidth="2px" _invalid={{ borderColor: 'red.600' }} {...mark('fieldInput')} />
      </Field.Root>
      <Link asChild alignSelf="flex-end" fontWeight="semibold" color="brand.700" textDecoration="underline" {...mark('forgotLink')}>
        <a href="/">forgot</a>
      </Link>
      <Link asChild fontWeight="semibold" color="brand.800" textDecoration="underline" {...mark('continueLink')}>
        <a href="/">continue</a>
      </Link>
      <Button type="submit" size="xl" colorPalette="orange" flex="1" {...mark('submitButton')} />
      {/* Chakra's Button while loading (components/loader): its text beside a spinner. */}
      <Span display="contents" {...mark('buttonLoader')} />
      <Spinner size="inherit" borderWidth="0.125em" color="inherit" {...mark('buttonSpinner')} />

      {/* ActionRow and OutlineLink (features/auth/components/AuthActions.tsx) */}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={0} {...mark('actionRow')} />
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={1} {...mark('actionRowBelowFields')} />
      <LinkButtonSpecimen name="outlineLink" size="xl" variant="outline" colorPalette="navy" borderColor="navy.300" borderWidth="2px" flex="1" />

      {/* FullPageSpinner */}
      <Center minH="100dvh" {...mark('spinnerPage')} />
      <Spinner size="xl" borderWidth="4px" color="brand.solid" {...mark('spinnerPageSpinner')} />
      <VisuallyHidden {...mark('visuallyHidden')} />

      {/* MessagePage */}
      <Stack
        gap={6}
        align="center"
        textAlign="center"
        bg="white/90"
        borderRadius="3xl"
        borderWidth="2px"
        borderColor="brand.100"
        boxShadow="lg"
        px={{ base: 6, md: 12 }}
        py={{ base: 10, md: 14 }}
        mt={{ base: 4, md: 12 }}
        {...mark('messageCard')}
      />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="navy.800" {...mark('messageTitle')} />
      <Text fontSize="xl" color="navy.700" {...mark('messageText')} />
      <HStack gap="4" wrap="wrap" justify="center" {...mark('messageActions')} />
      <Button size="xl" colorPalette="orange" minW="14rem" {...mark('messageRetry')} />
      <LinkButtonSpecimen name="messageLinkSolid" size="xl" colorPalette="orange" variant="solid" minW="14rem" />
      <LinkButtonSpecimen name="messageLinkOutline" size="xl" colorPalette="navy" variant="outline" minW="14rem" />

      {/* FirstScreenLanguageChooser: a native select, 44 px tall, with its label beside it. */}
      <HStack gap="2" justify="center" flexWrap="wrap" {...mark('languageChooser')} />
      <chakra.label fontSize="md" fontWeight="semibold" color="navy.800" {...mark('languageLabel')} />
      <chakra.select
        fontSize="md"
        fontWeight="semibold"
        color="navy.900"
        bg="white"
        borderWidth="2px"
        borderColor="field.border"
        borderRadius="md"
        minH="44px"
        minW="8.5rem"
        px="3"
        cursor="pointer"
        _focusVisible={focusOutline}
        {...mark('languageSelect')}
      />
    </>
  );
}
