/**
 * The largest post the service accepts, for the service and for a proxy in front of it. A full contact
 * form is under 2 KB in English, but a browser encodes each character of Chinese or Japanese as 9 bytes,
 * so a 5,000-character message in those needs about 50 KB; 32 KB would refuse it.
 */
export const MAX_BODY_BYTES = 64 * 1024;
