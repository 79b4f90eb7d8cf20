import {
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifyError, notifyMessage } from '../../../lib/notify';
import { errorMessage } from '../../../lib/useFormSubmit';
import { useUploadBranding } from '../onboarding-api';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** The business logo and banner, each uploaded on its own as soon as it is chosen. */
export function BrandingImages({ logo, banner }: { logo: string | null; banner: string | null }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          Logo and banner
        </Title>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <ImageUpload
            kind="logo"
            url={logo}
            alt="Business logo"
            button="Upload a logo"
            hint="Square works best; we fit it in 512×512."
            w={120}
            h={120}
          />
          <ImageUpload
            kind="banner"
            url={banner}
            alt="Business banner"
            button="Upload a banner"
            hint="16:9; we crop it to 1600×900."
            w={240}
            h={135}
          />
        </Group>
      </Stack>
    </Card>
  );
}

function ImageUpload({
  kind,
  url,
  alt,
  button,
  hint,
  w,
  h,
}: {
  kind: 'logo' | 'banner';
  url: string | null;
  alt: string;
  button: string;
  hint: string;
  w: number;
  h: number;
}) {
  const upload = useUploadBranding(kind);
  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (res) => notifyMessage(res.message),
      onError: (err) => notifyError(errorMessage(err)),
    });
  };
  return (
    <Stack gap={6} w={Math.max(w, 160)}>
      {url ? (
        <Image src={url} alt={alt} w={w} h={h} fit="cover" radius="md" />
      ) : (
        <Skeleton w={w} h={h} radius="md" animate={false} aria-hidden />
      )}
      <FileButton
        onChange={onFile}
        accept={IMAGE_TYPES}
        inputProps={{ 'aria-label': `${alt} file` }}
      >
        {(props) => (
          <Button variant="default" size="xs" loading={upload.isPending} {...props}>
            {button}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
