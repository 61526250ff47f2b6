import { Box, Button, Group, Input, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    try {
      reader.readAsDataURL(blob);
    } catch (error) {
      reject(error instanceof Error ? error : new Error('read failed'));
    }
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

/**
 * The customer's signature drawn with a finger (signature_pad), handed back as a PNG after each stroke; Clear
 * empties it. A saved signature (the draft) is drawn back in when the page opens.
 */
export function SignatureField({
  value,
  onChange,
  error,
}: {
  value: Blob | null;
  onChange: (png: Blob | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const initial = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof canvas.getContext !== 'function' || !canvas.getContext('2d')) return;
    // The drawing surface matches its box at the screen's pixel density, or strokes land off the finger.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio || 600;
    canvas.height = canvas.offsetHeight * ratio || 200;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    padRef.current = pad;
    const saved = initial.current;
    // A signature that cannot be drawn back still goes with the completion: it is kept in the draft as it was.
    if (saved)
      void blobToDataUrl(saved)
        .then((url) =>
          pad.fromDataURL(url, {
            width: canvas.offsetWidth || undefined,
            height: canvas.offsetHeight || undefined,
          }),
        )
        .catch(() => undefined);
    const onEnd = () => void canvasToPng(canvas).then((png) => onChangeRef.current(png));
    pad.addEventListener('endStroke', onEnd);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Input.Wrapper label={t('service.completePage.signature')} error={error}>
      <Box
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: '#fff',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label={t('service.completePage.signature')}
          role="img"
          style={{ width: '100%', height: 180, display: 'block', touchAction: 'none' }}
        />
      </Box>
      <Group justify="space-between" mt={4} wrap="nowrap">
        {/* The hint wraps on a narrow phone; the button keeps its whole label. */}
        <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }}>
          {value ? t('service.completePage.signed') : t('service.completePage.signHere')}
        </Text>
        <Button
          variant="subtle"
          mih={44}
          style={{ flexShrink: 0 }}
          leftSection={<IconEraser size={18} />}
          onClick={clear}
        >
          {t('service.completePage.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
