/** The tracking page's path and query parameter: the service pages' tracking forms open it. */
export const TRACK_SHIPMENT_PATH = '/track-shipment'
export const TRACKING_NUMBER_PARAM = 'number'

/** `/track-shipment?number=…`: the tracking page opening with this number's result. */
export const trackShipmentHref = (number: string): string =>
  `${TRACK_SHIPMENT_PATH}?${TRACKING_NUMBER_PARAM}=${encodeURIComponent(number)}`
