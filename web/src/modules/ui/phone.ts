/**
 * Phone numbers on screen: the one shared formatter (api/src/common/phone-format), also used by
 * the api's messages. '2348031234567' reads '0803 123 4567'; telHref gives 'tel:+2348031234567'.
 */
export { formatPhone, maskContact, maskEmail, maskPhone, telHref } from '@api/common/phone-format';
