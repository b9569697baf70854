import type { Institution } from '../../../../config/index';

/** One question with its answer (HTML) in both languages. */
export type SeedQuestion = { q: string; qEn: string; a: string; aEn: string };

/** One help topic with its questions. */
export type SeedTopic = {
  kind: 'faq' | 'manual' | 'help';
  icon: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  questions: SeedQuestion[];
};

/** Realistic help content for a tenant (its name, e-mail domain and short name filled in). */
export const helpTopicsFor = (tenant: Institution): SeedTopic[] => {
  const short = tenant.shortName.vi;
  const shortEn = tenant.shortName.en;
  const office = `ctsv@${tenant.code}.edu.vn`;
  return [
    {
      kind: 'faq',
      icon: 'BookAdd',
      title: 'Đăng ký học tập',
      titleEn: 'Course registration',
      description: 'Thời gian, số tín chỉ, huỷ và đăng ký chờ học phần',
      descriptionEn: 'Windows, credit limits, dropping and waitlists',
      questions: [
        {
          q: 'Khi nào mở đăng ký học phần cho học kỳ mới?',
          qEn: 'When does course registration open for the next semester?',
          a: '<p>Lịch đăng ký được công bố trên mục <strong>Thông báo</strong> khoảng 4 tuần trước học kỳ. Mỗi khoá có khung giờ riêng; ngoài khung giờ, nút <em>Đăng ký</em> bị khoá.</p>',
          aEn: '<p>The schedule is announced under <strong>Notifications</strong> about four weeks before the semester. Each cohort has its own window; outside it the <em>Register</em> button is disabled.</p>',
        },
        {
          q: 'Tôi được đăng ký tối đa bao nhiêu tín chỉ?',
          qEn: 'How many credits may I register for?',
          a: '<p>Học kỳ chính: tối thiểu 12 và tối đa 24 tín chỉ. Sinh viên đang bị cảnh báo học tập chỉ được đăng ký tối đa 14 tín chỉ. Học kỳ hè: tối đa 8 tín chỉ.</p>',
          aEn: '<p>Main semesters: at least 12 and at most 24 credits. Students under academic warning may register for at most 14 credits. Summer term: at most 8 credits.</p>',
        },
        {
          q: 'Làm thế nào để huỷ một học phần đã đăng ký?',
          qEn: 'How do I drop a course I registered for?',
          a: '<p>Trong thời gian đăng ký, vào <strong>Học tập › Đăng ký học phần</strong>, chọn học phần và bấm <em>Huỷ đăng ký</em>. Sau khi hết hạn, cần làm đơn rút học phần tại Phòng Đào tạo.</p>',
          aEn: '<p>During the window, open <strong>Learning › Course registration</strong>, select the course and press <em>Drop</em>. After the deadline, file a withdrawal request with the Academic Affairs Office.</p>',
        },
        {
          q: 'Lớp đã đủ chỗ thì tôi có thể đăng ký chờ không?',
          qEn: 'Can I join a waitlist when a class is full?',
          a: '<p>Có. Khi có sinh viên huỷ, người đứng đầu danh sách chờ được chuyển vào lớp tự động và nhận thông báo trên cổng thông tin.</p>',
          aEn: '<p>Yes. When a student drops, the first person on the waitlist is moved into the class automatically and notified on the portal.</p>',
        },
      ],
    },
    {
      kind: 'faq',
      icon: 'Money',
      title: 'Học phí và thanh toán',
      titleEn: 'Tuition and payment',
      description: 'Cách tính học phí, hạn nộp và chuyển khoản bằng mã VietQR',
      descriptionEn: 'How tuition is computed, deadlines and paying by VietQR transfer',
      questions: [
        {
          q: 'Học phí được tính như thế nào?',
          qEn: 'How is tuition computed?',
          a: '<p>Học phí = số tín chỉ học phí của các học phần đã đăng ký × đơn giá tín chỉ của chương trình. Chi tiết từng học phần có trong thông báo học phí Phòng Kế hoạch - Tài chính gửi tới thư điện tử sinh viên mỗi học kỳ.</p>',
          aEn: "<p>Tuition = tuition credits of the registered courses × the programme's price per credit. The breakdown by course is in the tuition notice the Finance Office sends to your student e-mail each semester.</p>",
        },
        {
          q: 'Thanh toán học phí bằng mã VietQR như thế nào?',
          qEn: 'How do I pay tuition with a VietQR code?',
          a: '<ol><li>Mở thông báo học phí trong thư điện tử sinh viên: mã VietQR in kèm số tiền và nội dung chuyển khoản.</li><li>Mở ứng dụng ngân hàng, chọn quét mã QR và quét mã hiển thị.</li><li>Giữ nguyên số tiền và nội dung chuyển khoản, xác nhận giao dịch.</li></ol><p>Phòng Kế hoạch - Tài chính ghi nhận khoản nộp trong vòng 2 ngày làm việc.</p>',
          aEn: '<ol><li>Open the tuition notice in your student e-mail: the VietQR code comes with the amount and the transfer note.</li><li>Open your banking app, choose QR scan and scan the code shown.</li><li>Keep the amount and the transfer note unchanged and confirm.</li></ol><p>The Finance Office records the payment within 2 working days.</p>',
        },
        {
          q: 'Tôi đã chuyển khoản nhưng chưa nhận được xác nhận?',
          qEn: 'I transferred the money but got no confirmation?',
          a: `<p>Nếu sau 2 ngày làm việc chưa nhận được thư xác nhận, gửi ảnh chụp biên lai và mã sinh viên tới <a href="mailto:${office}">${office}</a>. Không chuyển khoản lần hai.</p>`,
          aEn: `<p>If no confirmation e-mail has arrived after 2 working days, send a photo of the receipt and your student code to <a href="mailto:${office}">${office}</a>. Do not transfer again.</p>`,
        },
        {
          q: 'Hạn nộp học phí là khi nào?',
          qEn: 'When is the tuition deadline?',
          a: '<p>Hạn nộp ghi trên thông báo học phí của từng đợt thu và được nhắc trong mục <strong>Thông báo</strong>, thường là tuần thứ 8 của học kỳ. Nộp muộn có thể bị khoá đăng ký học kỳ sau.</p>',
          aEn: '<p>Each billing notice shows its deadline, and <strong>Notifications</strong> reminds you of it; it is usually week 8 of the semester. Late payment may block registration for the next semester.</p>',
        },
      ],
    },
    {
      kind: 'faq',
      icon: 'Ribbon',
      title: 'Điểm và kết quả học tập',
      titleEn: 'Grades and academic results',
      description: 'Xem điểm, GPA/CPA, phúc khảo và cảnh báo học tập',
      descriptionEn: 'Grades, GPA/CPA, re-marking and academic warnings',
      questions: [
        {
          q: 'GPA và CPA khác nhau thế nào?',
          qEn: 'What is the difference between GPA and CPA?',
          a: '<p><strong>GPA</strong> là điểm trung bình của một học kỳ; <strong>CPA</strong> là điểm trung bình tích luỹ của mọi học phần đã đạt, tính theo thang 4 và trọng số tín chỉ.</p>',
          aEn: '<p><strong>GPA</strong> is the average of one semester; <strong>CPA</strong> is the cumulative average of every passed course, on the 4-point scale weighted by credits.</p>',
        },
        {
          q: 'Làm sao để đề nghị phúc khảo bài thi?',
          qEn: 'How do I ask for an exam to be re-marked?',
          a: '<p>Trong 7 ngày kể từ khi công bố điểm, nộp đơn phúc khảo tại bộ phận một cửa và đóng lệ phí. Kết quả được cập nhật vào mục Xem điểm.</p>',
          aEn: '<p>Within 7 days of the grades being published, file a re-marking request at the service desk and pay the fee. The result appears under View grades.</p>',
        },
        {
          q: 'Khi nào tôi bị cảnh báo học tập?',
          qEn: 'When am I put under academic warning?',
          a: '<p>Khi GPA học kỳ dưới 1,0 hoặc tổng số tín chỉ không đạt trong học kỳ vượt quá 8. Mức cảnh báo tăng nếu tình trạng kéo dài.</p>',
          aEn: '<p>When the semester GPA is below 1.0 or more than 8 credits are failed in the semester. The level rises if it continues.</p>',
        },
      ],
    },
    {
      kind: 'faq',
      icon: 'Person',
      title: 'Tài khoản và đăng nhập',
      titleEn: 'Account and sign-in',
      description: 'Mật khẩu, khoá tài khoản và đăng nhập một lần',
      descriptionEn: 'Passwords, locked accounts and single sign-on',
      questions: [
        {
          q: 'Tôi quên mật khẩu thì làm thế nào?',
          qEn: 'I forgot my password. What do I do?',
          a: `<p>Bấm <em>Quên mật khẩu</em> ở trang đăng nhập hoặc liên hệ <a href="mailto:${office}">${office}</a> kèm ảnh thẻ sinh viên để được cấp lại.</p>`,
          aEn: `<p>Press <em>Forgot password</em> on the sign-in page or write to <a href="mailto:${office}">${office}</a> with a photo of your student card.</p>`,
        },
        {
          q: 'Vì sao tài khoản tạm thời không đăng nhập được?',
          qEn: 'Why can my account not sign in for a while?',
          a: '<p>Sau nhiều lần nhập sai mật khẩu liên tiếp, hệ thống tạm khoá đăng nhập trong ít phút để bảo vệ tài khoản. Hãy đợi rồi thử lại.</p>',
          aEn: '<p>After several wrong passwords in a row, sign-in is paused for a few minutes to protect the account. Wait and try again.</p>',
        },
        {
          q: 'Mật khẩu mới cần đáp ứng yêu cầu gì?',
          qEn: 'What must a new password contain?',
          a: '<p>Ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số, khác mật khẩu hiện tại.</p>',
          aEn: '<p>At least 8 characters with upper-case and lower-case letters and digits, different from the current one.</p>',
        },
      ],
    },
    {
      kind: 'faq',
      icon: 'Trophy',
      title: 'Học bổng',
      titleEn: 'Scholarships',
      description: 'Điều kiện, hồ sơ và thời gian nhận học bổng',
      descriptionEn: 'Eligibility, applications and payment of scholarships',
      questions: [
        {
          q: 'Điều kiện xét học bổng khuyến khích học tập là gì?',
          qEn: 'Who is eligible for the academic merit scholarship?',
          a: '<p>GPA học kỳ trước (không tính học phần học lại) từ 3,2 trở lên, điểm rèn luyện từ loại Tốt, đăng ký tối thiểu 15 tín chỉ và không bị kỷ luật.</p>',
          aEn: '<p>Previous-semester GPA (retakes excluded) of 3.2 or more, a Good conduct score, at least 15 registered credits and no disciplinary action.</p>',
        },
        {
          q: 'Hồ sơ học bổng vượt khó cần những gì?',
          qEn: 'What does the overcoming-hardship scholarship application need?',
          a: '<ul><li>Đơn theo mẫu của Phòng Công tác sinh viên, mô tả hoàn cảnh gia đình.</li><li>Giấy xác nhận hộ nghèo hoặc cận nghèo (nếu có).</li><li>Bảng điểm học kỳ gần nhất.</li></ul>',
          aEn: "<ul><li>The Student Affairs Office's form, describing your family circumstances.</li><li>The poor or near-poor household certificate (if any).</li><li>The latest semester transcript.</li></ul>",
        },
        {
          q: 'Khi nào nhận được tiền học bổng?',
          qEn: 'When is the scholarship paid?',
          a: '<p>Trong khoảng 30 ngày sau khi có quyết định, chuyển vào tài khoản ngân hàng sinh viên đã khai báo. Hãy kiểm tra kỹ tên ngân hàng, chi nhánh.</p>',
          aEn: '<p>About 30 days after the decision, to the bank account you declared. Check the bank name and branch carefully.</p>',
        },
      ],
    },
    {
      kind: 'manual',
      icon: 'Rocket',
      title: 'Bắt đầu sử dụng cổng thông tin',
      titleEn: 'Getting started with the portal',
      description: `Đăng nhập, giao diện và ngôn ngữ của cổng ${short}`,
      descriptionEn: `Signing in, the layout and languages of the ${shortEn} portal`,
      questions: [
        {
          q: 'Đăng nhập lần đầu',
          qEn: 'Signing in for the first time',
          a: '<p>Tài khoản là <strong>mã số sinh viên</strong>. Mật khẩu ban đầu được gửi qua thư điện tử sinh viên; sau lần đăng nhập đầu tiên, hãy đổi mật khẩu: bấm tên hoặc ảnh đại diện của bạn ở góc trên bên phải rồi chọn <em>Đổi mật khẩu</em>. Quên mật khẩu thì bấm <em>Quên mật khẩu?</em> ở trang đăng nhập để nhận liên kết đặt lại qua thư.</p>',
          aEn: '<p>Your account is your <strong>student code</strong>. The initial password is sent to your student e-mail; after your first sign-in, change it: press your name or picture at the top right and choose <em>Change password</em>. If you forget it, press <em>Forgot password?</em> on the sign-in page to get a reset link by e-mail.</p>',
        },
        {
          q: 'Đổi ngôn ngữ giao diện',
          qEn: 'Changing the interface language',
          a: '<p>Bấm <strong>VI</strong> (Tiếng Việt) hoặc <strong>EN</strong> (English) ở thanh trên cùng, góc phải; trang đăng nhập cũng có nút này. Lựa chọn được ghi nhớ trên thiết bị cho lần sau.</p>',
          aEn: '<p>Press <strong>VI</strong> (<span lang="vi">Tiếng Việt</span>) or <strong>EN</strong> (English) in the top bar, at the right; the sign-in page has them too. The choice is remembered on this device.</p>',
        },
      ],
    },
    {
      kind: 'manual',
      icon: 'CalendarLtr',
      title: 'Xem thời khóa biểu',
      titleEn: 'Viewing the timetable',
      description: 'Lịch học theo tuần, phòng học và xuất lịch',
      descriptionEn: 'Weekly schedule, rooms and calendar export',
      questions: [
        {
          q: 'Xem lịch học theo tuần',
          qEn: 'Viewing the week',
          a: '<p>Vào <strong>Học tập › Thời khóa biểu</strong> để xem tuần hiện tại của học kỳ; bấm <em>Tuần trước</em> hoặc <em>Tuần sau</em> để chuyển tuần (trên điện thoại, chọn một ngày để xem lịch của ngày đó). Mỗi buổi hiển thị giờ học, phòng và giảng viên; tuần bắt đầu từ thứ Hai.</p>',
          aEn: '<p>Open <strong>Learning › Timetable</strong> to see the current week of the semester; press <em>Previous week</em> or <em>Next week</em> to move between weeks (on a phone, pick a day to see that day). Each session shows its times, room and teacher; weeks start on Monday.</p>',
        },
        {
          q: 'Đồng bộ lịch học với điện thoại',
          qEn: 'Syncing the timetable with your phone',
          a: '<p>Trong trang Thời khóa biểu, mở <em>Thêm vào lịch của tôi</em> để lấy đường dẫn iCal và thêm vào Google Calendar hoặc ứng dụng Lịch của điện thoại.</p>',
          aEn: "<p>On the Timetable page, open <em>Add to my calendar</em> to get an iCal link and add it to Google Calendar or your phone's Calendar app.</p>",
        },
      ],
    },
    {
      kind: 'manual',
      icon: 'DocumentAdd',
      title: 'Gửi đơn xin học tiếp',
      titleEn: 'Asking to continue studying',
      description: 'Quay lại học sau bảo lưu, tạm dừng hoặc gia hạn thời gian học',
      descriptionEn: 'Returning after a deferral or a break, or extending your study time',
      questions: [
        {
          q: 'Gửi đơn từng bước',
          qEn: 'Sending the request step by step',
          a: '<ol><li>Vào <strong>Học tập › Đăng ký học tiếp</strong>.</li><li>Chọn loại đơn, nhập mã học kỳ (ví dụ 20262), lý do và số điện thoại liên hệ.</li><li>Đánh dấu ô cam kết rồi bấm <em>Gửi</em>. Đơn chưa gửi được giữ lại trên trình duyệt.</li><li>Theo dõi trạng thái trong bảng <em>Đơn đã gửi</em> bên dưới biểu mẫu.</li></ol>',
          aEn: '<ol><li>Open <strong>Learning › Continue studying</strong>.</li><li>Choose the request type, enter the semester code (e.g. 20262), your reason and a contact phone number.</li><li>Tick the commitment and press <em>Submit</em>. A request not yet sent is kept in your browser.</li><li>Follow its status in <em>My requests</em> below the form.</li></ol>',
        },
      ],
    },
    {
      kind: 'manual',
      icon: 'People',
      title: 'Cập nhật thông tin người thân',
      titleEn: 'Updating family members',
      description: 'Thêm, sửa thông tin bố mẹ, người giám hộ',
      descriptionEn: 'Adding and editing parents and guardians',
      questions: [
        {
          q: 'Thêm người thân',
          qEn: 'Adding a family member',
          a: '<p>Vào mục <strong>Người thân</strong>, bấm <em>Thêm</em>, nhập họ tên, quan hệ và địa chỉ theo đơn vị hành chính hiện hành (tỉnh/thành phố, phường/xã). Địa chỉ cũ trước 01/07/2025 có thể khai thêm nếu giấy tờ còn ghi.</p>',
          aEn: '<p>Open <strong>Relatives</strong>, press <em>Add</em>, enter the name, relationship and address in the current units (province/city, ward/commune). The address before 1 July 2025 may be added if papers still show it.</p>',
        },
      ],
    },
    {
      kind: 'help',
      icon: 'ChatHelp',
      title: 'Liên hệ hỗ trợ',
      titleEn: 'Contact support',
      description: `Phòng Công tác sinh viên - ${tenant.name.vi}`,
      descriptionEn: `Student Affairs Office - ${tenant.name.en}`,
      questions: [
        {
          q: 'Tôi liên hệ ai khi gặp sự cố với cổng thông tin?',
          qEn: 'Whom do I contact about a portal problem?',
          a: `<p>Gửi thư tới <a href="mailto:${office}">${office}</a> kèm mã sinh viên, ảnh chụp màn hình và thời điểm xảy ra lỗi. Giờ làm việc: 8h00 - 17h00, thứ Hai đến thứ Sáu.</p>`,
          aEn: `<p>Write to <a href="mailto:${office}">${office}</a> with your student code, a screenshot and when it happened. Office hours: 8:00 - 17:00, Monday to Friday.</p>`,
        },
      ],
    },
  ];
};
