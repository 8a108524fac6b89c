import { Box, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { LinkButton } from '@/components/ui/LinkButton';
import { programmeLogoSrc } from '@/components/layout/PageShell';
import { productName, useDocumentTitle } from '@/hooks/use-document-title';

const choices = [
  { label: 'Student', to: paths.studentLogin, colorPalette: 'orange' },
  { label: 'Teachers', to: paths.teacherLogin, colorPalette: 'brand' },
  { label: 'Registration', to: paths.teacherRegister, colorPalette: 'navy' },
] as const;

/** The landing page (docs/product.md#routes): no logo background here, the logo is shown as a picture. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return (
    <Box as="main" minH="100dvh" bgGradient="to-b" gradientFrom="brand.50" gradientTo="ice">
      {/* Stacked on phones and tablets; logo beside the choices on wide screens, so all fit in 768px. */}
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
      >
        <Image
          src={programmeLogoSrc}
          alt="Rink Money junior hockey programme logo: a hockey puck above the words Rink Money"
          width={{ base: '11rem', md: '14rem', lg: '24rem' }}
          height="auto"
          flexShrink={0}
        />
        <Stack gap={{ base: 6, md: 8 }} align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'start' }} maxW="30rem">
          <Stack gap={3}>
            <Heading as="h1" size={{ base: '5xl', md: '6xl' }} color="navy.800" letterSpacing="tight">
              {productName}
            </Heading>
            <Text fontSize={{ base: 'xl', md: '2xl' }} color="navy.700">
              Run your own junior hockey team and learn to make smart money moves!
            </Text>
          </Stack>
          <Stack as="nav" aria-label="Choose how to sign in" gap={4} width="full" maxW="22rem">
            {choices.map(({ label, to, colorPalette }) => (
              <LinkButton key={to} to={to} size="2xl" colorPalette={colorPalette} width="full" boxShadow="md">
                {label}
              </LinkButton>
            ))}
          </Stack>
          <Link asChild fontSize="lg" fontWeight="semibold" color="navy.700" textDecoration="underline">
            <RouterLink to={paths.adminLogin}>Admin Login</RouterLink>
          </Link>
        </Stack>
      </Flex>
    </Box>
  );
}
