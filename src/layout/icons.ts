// The one place that turns the route table's MUI icon names into components (outlined variants, imported one by
// one so the bundle carries only these).
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';

export const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  AccountBalance: AccountBalanceOutlined,
  AccountBalanceWallet: AccountBalanceWalletOutlined,
  AccountBox: AccountBoxOutlined,
  Apps: AppsOutlined,
  Assessment: AssessmentOutlined,
  AssignmentReturn: AssignmentReturnOutlined,
  Autorenew: AutorenewOutlined,
  CardMembership: CardMembershipOutlined,
  Code: CodeOutlined,
  CreditCard: CreditCardOutlined,
  Dashboard: DashboardOutlined,
  Gavel: GavelOutlined,
  Home: HomeOutlined,
  Hub: HubOutlined,
  Link: LinkOutlined,
  LocalOffer: LocalOfferOutlined,
  ManageSearch: ManageSearchOutlined,
  Outbox: OutboxOutlined,
  Payments: PaymentsOutlined,
  PendingActions: PendingActionsOutlined,
  People: PeopleOutlined,
  Receipt: ReceiptOutlined,
  ReceiptLong: ReceiptLongOutlined,
  Savings: SavingsOutlined,
  Send: SendOutlined,
  Settings: SettingsOutlined,
  SwapHoriz: SwapHorizOutlined,
  Web: WebOutlined,
};

/** An unknown name still gets a neutral dot rather than breaking the menu. */
export function menuIcon(name: string | undefined): SvgIconComponent {
  return (name && MENU_ICONS[name]) || CircleOutlined;
}
