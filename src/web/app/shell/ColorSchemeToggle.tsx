import { ActionIcon, Box, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from '../../components/icons';
import classes from './shell.module.css';

export function ColorSchemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  // Both icons render; CSS shows the one for the current scheme (no flash with "auto").
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Toggle colour scheme"
      onClick={toggleColorScheme}
    >
      <Box component="span" className={classes.schemeIcon} darkHidden>
        <MoonIcon />
      </Box>
      <Box component="span" className={classes.schemeIcon} lightHidden>
        <SunIcon />
      </Box>
    </ActionIcon>
  );
}
