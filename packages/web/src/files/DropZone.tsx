import { Box, Typography } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';

/** Files dragged over the screen are offered a drop; dropped, they are handed on. */
export function DropZone({
  label,
  onFiles,
  children,
}: {
  label: string;
  onFiles(files: File[]): void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const carriesFiles = (event: React.DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <Box
      sx={{ position: 'relative', minHeight: 320 }}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDragOver={(event) => {
        if (carriesFiles(event)) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      data-testid="files-drop-zone"
    >
      {children}
      {over && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'background.paper',
            opacity: 0.95,
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6" color="primary" sx={{ px: 2, textAlign: 'center' }}>
            {label}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
