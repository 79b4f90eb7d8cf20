import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceChoices, mediaErrorMessage, mediaMessages, type MediaDeviceChoice } from './media';

// The chef's camera and microphone for a broadcast from the browser: one MediaStream from
// getUserMedia, the devices to choose from (named once permission is given), the microphone
// muted and the picture hidden by disabling their tracks (the stream and its recording go on,
// viewers get silence or black). Released when asked and when the screen goes away.

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on'; stream: MediaStream }
  | { status: 'error'; message: string };

/** What the camera is asked for: enough for the 640x360 the stream carries, at 25 fps. */
const VIDEO_CONSTRAINTS = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 25, max: 30 },
};

export interface Camera {
  state: CameraState;
  cameras: MediaDeviceChoice[];
  microphones: MediaDeviceChoice[];
  cameraId: string | null;
  microphoneId: string | null;
  micMuted: boolean;
  pictureHidden: boolean;
  /** Starts (or restarts, with other devices) the camera and microphone. */
  start: (choice?: { cameraId?: string | null; microphoneId?: string | null }) => void;
  /** Stops every track: the camera light goes off. */
  release: () => void;
  setMicMuted: (muted: boolean) => void;
  setPictureHidden: (hidden: boolean) => void;
}

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function useCamera(): Camera {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const [cameras, setCameras] = useState<MediaDeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const [micMuted, setMicMutedState] = useState(false);
  const [pictureHidden, setPictureHiddenState] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const requestRef = useRef(0);
  const choiceRef = useRef<{ cameraId: string | null; microphoneId: string | null }>({
    cameraId: null,
    microphoneId: null,
  });
  const flagsRef = useRef({ micMuted: false, pictureHidden: false });
  const mountedRef = useRef(false);

  const readDevices = useCallback(async () => {
    try {
      const devices = await navigator.mediaDevices.enumerateDevices();
      setCameras(deviceChoices(devices, 'videoinput'));
      setMicrophones(deviceChoices(devices, 'audioinput'));
    } catch {
      // The lists stay as they were; the default devices still work.
    }
  }, []);

  const release = useCallback(() => {
    requestRef.current += 1;
    stopTracks(streamRef.current);
    streamRef.current = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(
    (choice?: { cameraId?: string | null; microphoneId?: string | null }) => {
      const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!media?.getUserMedia) {
        setState({ status: 'error', message: mediaMessages.unsupported });
        return;
      }
      const wanted = {
        cameraId: choice?.cameraId !== undefined ? choice.cameraId : choiceRef.current.cameraId,
        microphoneId:
          choice?.microphoneId !== undefined ? choice.microphoneId : choiceRef.current.microphoneId,
      };
      choiceRef.current = wanted;
      const request = ++requestRef.current;
      setState({ status: 'starting' });
      // A camera can be held by one stream at a time on some systems: let go of the old first.
      stopTracks(streamRef.current);
      streamRef.current = null;
      media
        .getUserMedia({
          video: wanted.cameraId
            ? { ...VIDEO_CONSTRAINTS, deviceId: { exact: wanted.cameraId } }
            : VIDEO_CONSTRAINTS,
          audio: wanted.microphoneId
            ? { deviceId: { exact: wanted.microphoneId }, echoCancellation: true }
            : { echoCancellation: true },
        })
        .then(
          (stream) => {
            if (request !== requestRef.current || !mountedRef.current) {
              stopTracks(stream);
              return;
            }
            streamRef.current = stream;
            for (const t of stream.getAudioTracks()) t.enabled = !flagsRef.current.micMuted;
            for (const t of stream.getVideoTracks()) t.enabled = !flagsRef.current.pictureHidden;
            for (const t of stream.getTracks()) {
              t.addEventListener('ended', () => {
                if (streamRef.current !== stream) return;
                stopTracks(stream);
                streamRef.current = null;
                setState({
                  status: 'error',
                  message:
                    t.kind === 'video'
                      ? 'Your camera stopped (unplugged or taken by another app). Press Turn camera on to start it again.'
                      : 'Your microphone stopped (unplugged or taken by another app). Press Turn camera on to start it again.',
                });
              });
            }
            const settings = (kind: 'video' | 'audio') =>
              (kind === 'video'
                ? stream.getVideoTracks()
                : stream.getAudioTracks())[0]?.getSettings?.().deviceId ?? null;
            choiceRef.current = {
              cameraId: settings('video') ?? wanted.cameraId,
              microphoneId: settings('audio') ?? wanted.microphoneId,
            };
            setCameraId(choiceRef.current.cameraId);
            setMicrophoneId(choiceRef.current.microphoneId);
            setState({ status: 'on', stream });
            // Labels are given only now that the person allowed the devices.
            void readDevices();
          },
          (err: unknown) => {
            if (request !== requestRef.current) return;
            setState({ status: 'error', message: mediaErrorMessage(err) });
            void readDevices();
          },
        );
    },
    [readDevices],
  );

  const setMicMuted = useCallback((muted: boolean) => {
    flagsRef.current.micMuted = muted;
    for (const t of streamRef.current?.getAudioTracks() ?? []) t.enabled = !muted;
    setMicMutedState(muted);
  }, []);

  const setPictureHidden = useCallback((hidden: boolean) => {
    flagsRef.current.pictureHidden = hidden;
    for (const t of streamRef.current?.getVideoTracks() ?? []) t.enabled = !hidden;
    setPictureHiddenState(hidden);
  }, []);

  // A camera plugged in or out while the screen is open shows up in the lists.
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.addEventListener) return;
    const onChange = () => void readDevices();
    media.addEventListener('devicechange', onChange);
    return () => media.removeEventListener('devicechange', onChange);
  }, [readDevices]);

  // Leaving the screen turns the camera off (a camera allowed after that is let go at once).
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  return {
    state,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    micMuted,
    pictureHidden,
    start,
    release,
    setMicMuted,
    setPictureHidden,
  };
}
